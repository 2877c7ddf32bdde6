/** Test helpers for API integration tests (never imported by shipped code). */
export * from './contract-assertions';
export * from './for-each-database';
export * from './start-test-server';
export * from './test-client';
