export { HomeCards, HomePage } from './home-page';
