export * from './schemas.js';
export * from './rules.js';
export * from './deliveries.js';
export * from './calls.js';
