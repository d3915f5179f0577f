import './zod-config';

export * from './admin';
export * from './admin-dashboard';
export * from './auth';
export * from './catalogue';
export * from './constants';
export * from './errors';
export * from './fields';
export * from './india';
export * from './messages';
export * from './profile';
export * from './remote-routes';
export * from './roles';
