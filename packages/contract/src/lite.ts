/**
 * The zod-free part of the contract. The browser's first load imports from here (`@wps/contract/lite`) so the
 * schemas (and zod, about 28 KB gzip) stay out of it; everything here is also exported by the main entry.
 */
export * from './errors.js';
export * from './headers.js';
export * from './languages.js';
export * from './constants.js';
export * from './roles.js';
export * from './whitelabel.js';
export * from './calls.js';
export * from './format.js';
export * from './money-codes.js';
export * from './account-rules.js';
export * from './promotion-rules.js';
