export type * from './catalog.dto.js';
export type * from './cart.dto.js';
export type * from './common.dto.js';
export type * from './search.dto.js';
export type * from './identity.dto.js';
export type * from './checkout.dto.js';
