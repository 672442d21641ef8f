export * from './schemas.js';
export * from './calls.js';
export * from './rules.js';
