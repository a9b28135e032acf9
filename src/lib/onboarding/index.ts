export * from './onboarding';
export * from './timezones';
export * from './walkthrough';
