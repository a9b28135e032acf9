export * from './paging';
export * from './conversation-cache';
export * from './room';
export * from './transcript';
export * from './present';
