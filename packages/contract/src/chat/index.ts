export * from './rules.js';
export * from './schemas.js';
export * from './calls.js';
export * from './support-rules.js';
export * from './support-schemas.js';
