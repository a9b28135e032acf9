export * from './amount';
export * from './rate';
export * from './invoice';
export * from './transactions';
