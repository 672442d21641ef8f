export * from './schemas.js';
export * from './rules.js';
export * from './inhouse-rules.js';
export * from './calls.js';
export * from './hub88.js';
