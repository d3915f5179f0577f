export * from './admin';
export * from './auth';
export * from './constants';
export * from './errors';
export * from './fields';
export * from './messages';
export * from './profile';
export * from './roles';
