export * from './query';
export * from './series';
