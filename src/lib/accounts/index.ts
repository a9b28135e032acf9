export * from './list';
export * from './org-filters';
export * from './roles';
export * from './takeover';
export * from './favorites';
export * from './forms';
export * from './account-check';
export * from './palette';
