export * from './query';
export * from './cells';
export * from './report';
export * from './transcript';
