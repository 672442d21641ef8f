export * from './rules.js';
export * from './schemas.js';
export * from './calls.js';
