export type * from './catalog.dto.js';
export type * from './cart.dto.js';
export type * from './common.dto.js';
