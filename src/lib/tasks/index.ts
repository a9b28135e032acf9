export * from './search';
export * from './list';
export * from './target';
export * from './form';
export * from './limits';
export * from './csv';
