export * from './schemas.js';
export * from './calls.js';
