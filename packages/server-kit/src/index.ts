export * from './http-error';
export * from './validate';
export * from './identity';
export * from './app';
export * from './errors';
export * from './listen';
export { logger } from './logger';
export * from './dates';
export * from './rate-limit';
