/** The not-found feature's public surface (decision 0001). */
export { NotFoundView } from './not-found-view';
export { notFoundLoader, withPageNotFound } from './page-not-found-guard';
