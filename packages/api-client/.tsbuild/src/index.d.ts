export * from './http';
export * from './query-client';
export * from './session';
