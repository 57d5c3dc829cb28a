// What the home page shares with other features: the sub-brand homes (decision 0344) use its layout and content loading.
export { HomeLayout, type HomeLayoutProps } from './home-layout';
export { loadHomeContent } from './home.loader';
export type { HomeContent } from './home-content';
