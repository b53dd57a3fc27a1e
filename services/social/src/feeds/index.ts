export * from './parse-feed';
