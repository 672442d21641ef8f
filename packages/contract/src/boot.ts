/**
 * What the browser's first load (apps/client/src/boot) uses of the contract: headers, languages, the spec's
 * constants, member-type rules, call routes and the tenant-settings helpers. Modules of the first load import from
 * here (`@wps/contract/boot`), not from the wider `@wps/contract/lite`, whose every module would ride along in the
 * boot chunk. Everything here is also exported by `lite` and the main entry.
 */
export * from './headers.js';
export * from './languages.js';
export * from './constants.js';
export * from './roles.js';
export * from './call.js';
export * from './system/rules.js';
