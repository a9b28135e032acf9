export * from './onboarding';
export * from './timezones';
export * from './walkthrough';
export * from './flow';
export * from './voices';
