import { NICKNAME_RULE, isNickname } from '../member/rules.js';
import type { FieldRule, RegisterField } from '../system/schemas.js';

/** Login, captcha, SMS code and lock-out numbers (spec part 1 s5 and s9, plus the brute-force defence of issue 3). */
export const ACCOUNT_LIMITS = {
  captchaLength: 6,
  captchaTtlMs: 5 * 60_000,
  smsCodeLength: 6,
  smsCodeMax: 10,
  smsCodeTtlMs: 5 * 60_000,
  /** Wrong tries on one code before it is burnt. */
  smsCodeAttempts: 5,
  /** A new code for the same number at most this often. */
  smsResendMs: 60_000,
  mobileMax: 20,
  emailMax: 254,
  usernameMax: 64,
  passwordMax: 128,
  /**
   * Failed checks of one account's login password within the window (login and every in-session form that asks for
   * it share the count). Login: a captcha from the first failure on, never a lock. In-session forms (no captcha
   * there): after `accountLockAfter` failures even the right password is refused until the window ends.
   */
  loginWindowMs: 15 * 60_000,
  accountCaptchaAfter: 1,
  accountLockAfter: 8,
  /** Failed logins from one address within the window (shared offices and NAT): a captcha on every try, no lock. */
  ipCaptchaAfter: 10,
  /**
   * Failures of one account from one address (within `slowWindowMs`) after which each further login try from there
   * waits: slowBaseMs after the first of them, doubling with each failure, at most slowMaxMs.
   */
  slowAfter: 5,
  slowWindowMs: 60 * 60_000,
  slowBaseMs: 15_000,
  slowMaxMs: 15 * 60_000,
  /** Username / e-mail / invitation-code availability checks per address and minute. */
  availabilityChecksPerMinute: 30,
  /** Password older than this forces /m/changePsw (0 = never). */
  passwordMaxAgeDays: 365,
  /** Trial (type 4) accounts get this much play money (minor units). */
  trialBalanceMinor: 200_000,
} as const;

/** Login methods of the login payload's `type`. */
export const LOGIN_TYPES = { username: 'username', sms: 'sms' } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

/** Registration methods of the payload (spec part 1 s3). */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** The i18n key a register field fails with; `null` when it passes. */
export type FieldProblem = 'required' | 'format' | null;

/**
 * One register field against its server rule: an absent or disabled rule, or an optional empty field, passes;
 * a required empty field is 'required'; otherwise length and pattern decide.
 */
export function checkRegisterField(rule: FieldRule | undefined, value: string | undefined | null): FieldProblem {
  if (!rule || !rule.enabled) return null;
  const v = value ?? '';
  if (v === '') return rule.required ? 'required' : null;
  if (v.length < rule.minLength || v.length > rule.maxLength) return 'format';
  let re: RegExp;
  try {
    re = new RegExp(rule.acceptedPattern, 'u');
  } catch {
    // An operator's broken pattern must not lock everybody out: lengths still apply.
    return null;
  }
  return re.test(v) ? null : 'format';
}

/**
 * A register field's value against the merchant's rule and, where the contract has one of its own (the nickname,
 * shared with the personal settings), that one too.
 */
export function checkRegisterValue(field: RegisterField, rule: FieldRule | undefined, value: string | undefined | null): FieldProblem {
  const problem = checkRegisterField(rule, value);
  if (problem || !rule?.enabled || !value) return problem;
  return field === 'nickname' && !isNickname(value) ? 'format' : null;
}

/** A group of characters a rule names: letters, digits, visible ASCII without spaces, or one character. */
export type CharToken = 'letters' | 'upper' | 'lower' | 'digits' | 'visible' | { char: string };

/** What a field rule asks for, so a message can state it: lengths always, characters when the pattern is a simple one. */
export interface RuleHint {
  minLength: number;
  maxLength: number;
  /** Only these characters. */
  only?: CharToken[];
  /** None of these. */
  not?: CharToken[];
  /** At least one of each. */
  needs?: CharToken[];
}

const CLASS_ESCAPES: Record<string, CharToken[]> = { d: ['digits'], w: ['letters', 'digits', { char: '_' }] };
const RANGES: Record<string, CharToken> = { 'A-Z': 'upper', 'a-z': 'lower', '0-9': 'digits', '\\x21-\\x7E': 'visible', '!-~': 'visible' };

/** The tokens of a character class body (`A-Za-z0-9_`), or null when it holds something we cannot name. */
function classTokens(body: string): CharToken[] | null {
  const out: CharToken[] = [];
  let i = 0;
  while (i < body.length) {
    const range = Object.keys(RANGES).find((r) => body.startsWith(r, i));
    if (range) {
      out.push(RANGES[range]!);
      i += range.length;
    } else if (body[i] === '\\') {
      const e = body[i + 1] ?? '';
      if (CLASS_ESCAPES[e]) out.push(...CLASS_ESCAPES[e]);
      else if (/[^A-Za-z0-9]/.test(e)) out.push({ char: e });
      else return null;
      i += 2;
    } else if (body[i] === '-' && i > 0 && i < body.length - 1) {
      return null; // a range we have no name for
    } else {
      out.push({ char: body[i]! });
      i += 1;
    }
  }
  // Capital and small letters together are letters.
  if (out.includes('upper') && out.includes('lower')) return ['letters', ...out.filter((t) => t !== 'upper' && t !== 'lower')];
  return out;
}

/** `\d`, `\w` or `[...]` as tokens (negated when it starts with ^), or null. */
function atom(src: string): { tokens: CharToken[]; negated: boolean } | null {
  const escape = /^\\([dw])$/.exec(src);
  if (escape) return { tokens: CLASS_ESCAPES[escape[1]!]!, negated: false };
  const m = /^\[(\^?)(.+)\]$/.exec(src);
  const tokens = m ? classTokens(m[2]!) : null;
  return tokens ? { tokens, negated: m![1] === '^' } : null;
}

const ATOM = String.raw`\\[dw]|\[[^\]]+\]`;
/** `^(?=.*X)...CLASS+$`: what must appear (the look-aheads) and the one class every character is from. */
const SIMPLE_PATTERN = new RegExp(String.raw`^\^((?:\(\?=\.\*(?:${ATOM})\))*)(${ATOM})[+*]\$$`);
const NEEDS = new RegExp(String.raw`\(\?=\.\*(${ATOM})\)`, 'g');

/** The characters part of a hint, for a pattern of the simple shape; {} for any other. */
function patternHint(pattern: string): Pick<RuleHint, 'only' | 'not' | 'needs'> {
  const m = SIMPLE_PATTERN.exec(pattern);
  if (!m) return {};
  const body = atom(m[2]!);
  const needs = [...m[1]!.matchAll(NEEDS)].map((n) => atom(n[1]!));
  if (!body || needs.some((n) => !n || n.negated)) return {};
  const out: Pick<RuleHint, 'only' | 'not' | 'needs'> = {};
  if (body.negated) out.not = body.tokens;
  else out.only = body.tokens;
  const needed = needs.flatMap((n) => n!.tokens);
  if (needed.length) out.needs = needed;
  return out;
}

/**
 * States a field's rule for its message: its lengths, and its characters when the pattern has the usual shape
 * `^(?=.*X)CLASS+$` (what must appear, which characters are allowed or refused); any other pattern gives lengths only.
 * The nickname's contract rule is folded in (checkRegisterValue checks both).
 */
export function describeFieldRule(field: RegisterField, rule: FieldRule): RuleHint {
  const hint: RuleHint = { minLength: rule.minLength, maxLength: rule.maxLength, ...patternHint(rule.acceptedPattern) };
  if (field !== 'nickname') return hint;
  const own = patternHint(NICKNAME_RULE.acceptedPattern).not ?? [];
  const known = new Set((hint.not ?? []).map((t) => JSON.stringify(t)));
  const not = [...(hint.not ?? []), ...own.filter((t) => !known.has(JSON.stringify(t)))];
  return {
    ...hint,
    minLength: Math.max(hint.minLength, NICKNAME_RULE.minLength),
    maxLength: Math.min(hint.maxLength, NICKNAME_RULE.maxLength),
    ...(not.length ? { not } : {}),
  };
}

/** Message key per register field and problem (confirmPassword uses the spec's own keys). */
export function registerFieldMessage(field: RegisterField, problem: Exclude<FieldProblem, null>): string {
  if (field === 'confirmPassword') return 'in_incorrect_password';
  if (field === 'captcha') return 'in_vwrite_code';
  if (field === 'affiliateCode' && problem === 'format') return 'invitation_code_error';
  return problem === 'required' ? `reg_required_${field}` : `reg_format_${field}`;
}

/**
 * A new password and its confirmation (register, reset, change): the merchant's password rule (required even where
 * the rule is off), different from the old one when given, and the same twice. Message keys per side; {} passes.
 */
export function newPasswordProblems(
  rule: FieldRule | undefined,
  password: string,
  confirm: string,
  old?: string,
): { password?: string; confirm?: string } {
  const out: { password?: string; confirm?: string } = {};
  const problem = checkRegisterField(rule, password) ?? (password ? null : 'required');
  if (problem) out.password = registerFieldMessage('password', problem);
  else if (old !== undefined && password === old) out.password = 'err_password_same';
  if (!confirm) out.confirm = 'in_incorrect_password';
  else if (confirm !== password) out.confirm = 'in_confirmation_correct';
  return out;
}

export const isCaptcha = (v: string): boolean => /^\d{6}$/.test(v);
export const isSmsCode = (v: string): boolean => /^\d{1,10}$/.test(v);
/** Mobile numbers: digits only, at most 20 (spec part 1 s5); at least 6 so a code is not sent to junk. */
export const isMobileNumber = (v: string): boolean => /^\d{6,20}$/.test(v);
export const isDialingCode = (v: string): boolean => /^\+\d{1,4}$/.test(v);
export const isEmail = (v: string): boolean => v.length < 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/**
 * Route-level caps per client address, merchant and minute (the server's rate limit), behind the per-account
 * lockouts above: generous for players behind one carrier address, tight enough to stop a script.
 */
export const ROUTE_LIMITS = {
  login: { max: 120, windowMs: 60_000 },
  codes: { max: 30, windowMs: 60_000 },
  accounts: { max: 30, windowMs: 60_000 },
} as const;
