/** The category feature's public surface: loader helpers that the home and product loaders share (decision 0001). */
export { childrenBelow, notFound } from './category.loader';
