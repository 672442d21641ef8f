/**
 * The zod-free part of the contract. The browser's first load imports from here (`@wps/contract/lite`) so the
 * schemas (and zod, about 28 KB gzip) stay out of it; everything here is also exported by the main entry.
 */
export * from './errors.js';
export * from './headers.js';
export * from './languages.js';
export * from './constants.js';
export * from './roles.js';
export * from './format.js';
export * from './call.js';
export * from './system/rules.js';
export * from './session/rules.js';
export * from './member/rules.js';
export * from './wallet/rules.js';
export * from './deposit/rules.js';
export * from './withdraw/rules.js';
export * from './games/rules.js';
export * from './chat/rules.js';
export * from './chat/support-rules.js';
export * from './identity/rules.js';
export * from './promotions/rules.js';
export * from './bonus/rules.js';
export * from './rewards/rules.js';
export * from './mall/rules.js';
export * from './referral/rules.js';
export * from './missions/rules.js';
export * from './raffles/rules.js';
export * from './responsible-gaming/rules.js';
export * from './agent-contracts/rules.js';
export * from './agent/rules.js';
export * from './lottery/rules.js';
