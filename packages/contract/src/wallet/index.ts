export * from './schemas.js';
export * from './rules.js';
export * from './transfers-ops.js';
export * from './calls.js';
