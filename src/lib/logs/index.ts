export * from './query';
export * from './request';
export * from './cells';
export * from './report';
export * from './transcript';
