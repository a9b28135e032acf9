export * from './plans';
export * from './checkout';
export * from './public-payment';
