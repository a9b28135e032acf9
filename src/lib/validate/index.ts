// Validators and formatters (spec 000 §4, §5, §9; call defaults of doc 001 §9), one file per
// topic. Pure functions; the exchange-rate cache takes an injected fetcher and clock.
export type { Logger } from './logger';
export * from './form-field';
export * from './verification-code';
export * from './phone';
export * from './person-name';
export * from './website';
export * from './account';
export * from './usage';
export * from './exchange-rate';
export * from './campaign';
