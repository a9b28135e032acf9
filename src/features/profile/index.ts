export { PublicProfile } from './public-profile';
