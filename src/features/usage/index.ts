export { UsageScreen, type UsageScreenProps } from './usage-screen';
