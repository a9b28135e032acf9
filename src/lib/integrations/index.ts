export * from './schema-form';
export * from './apps';
export * from './jobnimbus';
