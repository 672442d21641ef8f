import type { LanguageCode } from '@wps/contract';
import tables from './texts.json';

/** Texts of the in-house game pages (served HTML, outside the client's i18n bundles), one table per language. */
export const PAGE_TEXT_KEYS = [
  'balance', 'stake', 'spin', 'roll', 'over', 'under', 'target', 'pickDigit', 'draw', 'win', 'lose', 'nextHash',
  'serverSeed', 'clientSeed', 'nonce', 'error', 'insufficient', 'expired', 'loading', 'round', 'stakeLimits', 'stakeInvalid',
  'stakeDecimals', 'stakeBelow', 'stakeAbove', 'targetRange', 'targetBad', 'winChance', 'pays', 'slotPays', 'deposit', 'digitBad', 'playMoney',
] as const;
type Texts = Record<(typeof PAGE_TEXT_KEYS)[number], string>;

// The tables are data (texts.json), checked here: every table has every key. Languages without a table fall back to
// English.
export const PAGE_TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = tables;
