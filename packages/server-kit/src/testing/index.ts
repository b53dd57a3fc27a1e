// Test helpers every service and the BFF share (`@fj/server-kit/testing`; never imported at run time).
export { identityHeaders, describeServiceBasics } from './service-basics';
export { fuzzEndpoint, type FuzzOptions, type FuzzReport, type FuzzMethod } from './fuzz-endpoint';
export { contractOf, type Contract } from './contract';
export { databaseSnapshot, type SqlRunner } from './database-snapshot';
export { toJsonSchema, validArbitrary, type JsonSchema } from './json-schema';
export { CRASH_STRINGS, CRASH_NUMBERS, boundaryValues, hostileValues } from './hostile-values';
export { default as fc } from 'fast-check';
