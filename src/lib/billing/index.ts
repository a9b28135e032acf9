export * from './plans';
export * from './checkout';
