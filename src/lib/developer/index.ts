export * from './messages';
export * from './net';
export * from './webhooks';
export * from './tokens';
export * from './sip';
export * from './domains';
export * from './docs';
