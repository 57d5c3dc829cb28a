/** The product feature's public surface (decision 0001). */
export { expectedProductPath } from './product-path';
