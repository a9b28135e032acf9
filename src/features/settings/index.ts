export { SettingsScreen, type SettingsScreenProps } from './settings-screen';
export { accountSettingsQueryOptions } from './api';
