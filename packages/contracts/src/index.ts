import './zod-config';

export * from './admin';
export * from './admin-dashboard';
export * from './auth';
export * from './catalogue';
export * from './constants';
export * from './dashboard';
export * from './errors';
export * from './fields';
export * from './india';
export * from './media';
export * from './messages';
export * from './orders';
export * from './pricing';
export * from './profile';
export * from './remote-routes';
export * from './retail';
export * from './roles';
