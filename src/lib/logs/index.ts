export * from './query';
export * from './cells';
export * from './csv';
export * from './report';
