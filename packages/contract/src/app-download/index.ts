export * from './calls.js';
export * from './schemas.js';
