export * from './addresses';
export * from './safe-fetch';
