/** The shell feature's public surface (decision 0001). */
export { navItemHref } from './use-main-navigation';
export { useChooseSite } from './use-choose-site';
