/** The account feature's public surface (decision 0001). */
export { AccountLayout } from './account-layout';
