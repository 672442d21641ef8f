import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_LIMITS,
  ErrorCode,
  MemberType,
  REGISTER_FIELDS,
  checkRegisterField,
  checkRegisterValue,
  flattenWhitelabel,
  isEmail,
  registerFieldMessage,
  type Availability,
  type FreeplayRequest,
  type FreeplayResult,
  type LoginResult,
  type RegisterField,
  type RegisterRequest,
  type ResetByEmailRequest,
  type ResetBySmsRequest,
  type TrialUser,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import { placeUnderAgent, resolveAffiliate } from '../agent/index.js';
import type { Member, Merchant } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/envelope.js';
import type { CaptchaProvider } from '../../platform/captcha.js';
import type { FastStore } from '../../platform/fast-store.js';
import {
  accountRepo,
  checkNewPassword,
  invalidFields,
  loginRefusal,
  memberRepo,
  publishMemberRegistered,
  setPassword,
  verifyMemberPassword,
  type FieldError,
} from '../member/index.js';
import { credit, walletRepo } from '../wallet/index.js';
import { openSession, type ClientMeta } from './service.js';
import { consumeCode, mobileKey } from './verification.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const REGISTRATIONS_PER_IP_PER_HOUR = 20;
const TRIALS_PER_IP_PER_HOUR = 20;

export const flags = (merchant: Merchant): Record<string, boolean> => flattenWhitelabel(merchant.whitelabel);

export interface RegisterContext {
  /** The merchant's captcha provider (app.providers.captcha). */
  captcha: CaptchaProvider;
  meta: ClientMeta;
  ttlMs: number;
  method: 'username' | 'mobile';
}

/**
 * Registration by username or mobile number (spec part 1 s3/s5): every field again against the merchant's rules,
 * captcha and SMS code where configured, invitation code, duplicates; then the member, its account row and wallet
 * in one transaction, and a session (the new member is logged in).
 */
export async function register(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  input: RegisterRequest,
  ctx: RegisterContext,
): Promise<LoginResult> {
  const f = flags(merchant);
  const mobileTab = ctx.method === 'mobile';
  if (mobileTab ? !f.MOBILENUMREG3 : !f.USERNAMEREG3) throw new AppError(ErrorCode.FEATURE_DISABLED);
  const settings = merchant.registerSettings;
  const needsPassword = !mobileTab || f.MOBILENUMPASSREG3;
  const needsSms = mobileTab && f.REGMOBVERF3;

  const values: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const v = input[field as keyof RegisterRequest];
    if (typeof v === 'string') values[field] = v.trim();
  }
  if (values.password !== undefined) values.password = input.password;
  if (values.confirmPassword !== undefined) values.confirmPassword = input.confirmPassword;

  const errors: FieldError[] = [];
  // Fields each tab does not show are not checked against their rules.
  const skip = new Set<RegisterField>(['captcha', 'verificationCode', 'confirmPassword']);
  // The mobile tab's account name is optional: one is derived when the member leaves it empty (issue 33 item 8).
  if (mobileTab && !values.username) skip.add('username');
  if (!needsPassword) skip.add('password');
  for (const field of REGISTER_FIELDS) {
    if (skip.has(field)) continue;
    let rule = settings.fields[field];
    // The tab's own identifier is always required.
    if (field === 'mobileNum' && mobileTab && rule) rule = { ...rule, enabled: true, required: true };
    const problem = checkRegisterValue(field, rule, values[field]);
    if (problem) errors.push({ field, message: registerFieldMessage(field, problem) });
  }
  if (needsPassword && !errors.some((e) => e.field === 'password')) {
    if (!values.confirmPassword) errors.push({ field: 'confirmPassword', message: 'in_incorrect_password' });
    else if (values.confirmPassword !== values.password) errors.push({ field: 'confirmPassword', message: 'in_confirmation_correct' });
  }
  if ((mobileTab || values.mobileNum) && !input.countryDialingCode) {
    errors.push({ field: 'countryDialingCode', message: 'reg_required_countryDialingCode' });
  }
  if (needsSms && !/^\d{1,10}$/.test(values.verificationCode ?? '')) {
    errors.push({ field: 'verificationCode', message: 'reg_format_verificationCode' });
  }
  if (settings.captchaRequired && !/^\d{6}$/.test(values.captcha ?? '')) errors.push({ field: 'captcha', message: 'in_vwrite_code' });
  if (input.agreement !== true) errors.push({ field: 'agreement', message: 'reg_agreement_required' });
  if (settings.minimumAge > 0 && input.ageConfirmed !== true) errors.push({ field: 'ageConfirmed', message: 'reg_age_required' });
  if (errors.length) throw invalidFields(errors);

  const mobile = values.mobileNum ? mobileKey(input.countryDialingCode!, values.mobileNum) : null;
  // A mobile sign-up's account name is the member's choice or derived, never the bare phone number (issue 33 item 8).
  const username = values.username || (await derivedUsername(db, merchant.id));
  // Duplicates and the invitation code before anything is consumed.
  if (await memberRepo.findByUsername(db, merchant.id, username)) {
    throw new AppError(ErrorCode.USERNAME_TAKEN, { value: [{ field: 'username', message: 'err_username_exists' }] });
  }
  if (mobile && (await accountRepo.mobileTaken(db, merchant.id, mobile))) {
    throw new AppError(ErrorCode.MOBILE_TAKEN, { value: [{ field: 'mobileNum', message: 'err_mobile_exists' }] });
  }
  if (values.email && (await accountRepo.emailTaken(db, merchant.id, values.email))) {
    throw new AppError(ErrorCode.CONFLICT, { value: [{ field: 'email', message: 'err_email_exists' }] });
  }
  let referredBy: string | null = null;
  let inviterId: number | null = null;
  if (values.affiliateCode && settings.fields.affiliateCode?.enabled) {
    const owner = await accountRepo.findByAffiliateCode(db, merchant.id, values.affiliateCode);
    if (!owner) throw new AppError(ErrorCode.INVITATION_INVALID, { value: [{ field: 'affiliateCode', message: 'invitation_code_error' }] });
    referredBy = owner.affiliateCode;
    inviterId = owner.memberId;
  }
  // An affiliate link (`aff`) or an agent's invitation code puts the new member in that agent's network (issue 12).
  const placement = await resolveAffiliate(db, merchant.id, { aff: input.aff?.trim() || null, inviterMemberId: inviterId });
  if (settings.captchaRequired && !(await ctx.captcha.verify(merchant.id, input.captchaKey, values.captcha))) {
    throw new AppError(ErrorCode.CAPTCHA_INVALID, { value: [{ field: 'captcha', message: 'in_vwrite_code' }] });
  }
  if (needsSms) {
    await consumeCode(db, { merchantId: merchant.id, purpose: 'register', target: mobile!, code: values.verificationCode! });
  }
  if ((await fast.counters.hit(merchant.id, `register:ip:${ctx.meta.ip}`, HOUR)) > REGISTRATIONS_PER_IP_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }

  // Without a password (mobile registration by code only) the account gets an unguessable one: SMS login works.
  const passwordHash = await hashPassword(needsPassword ? values.password! : randomBytes(24).toString('base64url'));
  const profile: Record<string, string> = {};
  for (const field of ['payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'recommenderId'] as const) {
    if (values[field] && settings.fields[field]?.enabled) profile[field] = values[field];
  }
  const member = await db.transaction(async (tx) => {
    const m = await memberRepo.insertIfAbsent(tx, {
      merchantId: merchant.id,
      username,
      passwordHash,
      nickname: settings.fields.nickname?.enabled && values.nickname ? values.nickname : null,
      type: MemberType.member,
      firstTimeLogin: false,
    });
    if (!m) throw new AppError(ErrorCode.USERNAME_TAKEN, { value: [{ field: 'username', message: 'err_username_exists' }] });
    if (placement) await placeUnderAgent(tx, merchant.id, m.id, placement);
    await accountRepo.insert(tx, {
      merchantId: merchant.id,
      memberId: m.id,
      mobile,
      email: values.email && settings.fields.email?.enabled ? values.email : null,
      referredBy,
      registerMethod: input.registerMethod ?? 'H5',
      registerUrl: input.registerUrl ?? null,
      profile,
    });
    await walletRepo.lockForUpdate(tx, { merchantId: merchant.id, memberId: m.id, currency: merchant.currency });
    await publishMemberRegistered(tx, merchant.id, { memberId: m.id, username, type: m.type, method: ctx.method });
    return m;
  });
  return openSession(db, merchant, member, ctx.meta, ctx.ttlMs, 'register');
}

/** An account name for a mobile sign-up without one: 'm' and 9 random letters and digits, not yet taken. */
async function derivedUsername(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const name = `m${randomBytes(8).toString('hex').slice(0, 9)}`;
    if (!(await memberRepo.findByUsername(db, merchantId, name))) return name;
  }
}

/**
 * Availability checks answer whether a name is taken, so they are throttled per address (enumeration): a form needs a
 * handful a minute; more is RATE_LIMITED. Counted before anything is looked at, bad input included.
 */
export async function throttleChecks(fast: FastStore, merchant: Merchant, ip: string): Promise<void> {
  const key = `check:ip:${ip}`;
  if ((await fast.counters.hit(merchant.id, key, MINUTE)) > ACCOUNT_LIMITS.availabilityChecksPerMinute) {
    const { resetAt } = await fast.counters.peek(merchant.id, key, MINUTE);
    throw new AppError(ErrorCode.RATE_LIMITED, { value: { retryAfterMs: Math.max(1, (resetAt?.getTime() ?? Date.now()) - Date.now()) } });
  }
}

export async function checkUsername(db: Db, merchant: Merchant, username: string): Promise<Availability> {
  const problem = checkRegisterField(merchant.registerSettings.fields.username, username);
  if (problem) throw invalidFields([{ field: 'username', message: registerFieldMessage('username', problem) }]);
  return { available: !(await memberRepo.findByUsername(db, merchant.id, username)) };
}

export async function checkEmail(db: Db, merchant: Merchant, email: string): Promise<Availability> {
  if (!isEmail(email)) throw invalidFields([{ field: 'email', message: 'reg_format_email' }]);
  return { available: !(await accountRepo.emailTaken(db, merchant.id, email)) };
}

export async function checkAffiliate(db: Db, merchant: Merchant, code: string): Promise<Availability> {
  return { available: !!(await accountRepo.findByAffiliateCode(db, merchant.id, code)) };
}

/** A new trial (type 4) member with play money; its random password is answered once and never stored plain. */
export async function createTrialUser(db: Db, fast: FastStore, merchant: Merchant, meta: ClientMeta): Promise<TrialUser> {
  if ((await fast.counters.hit(merchant.id, `trial:ip:${meta.ip}`, HOUR)) > TRIALS_PER_IP_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED);
  }
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; attempt < 5; attempt++) {
    const userName = `trial${randomBytes(5).toString('hex')}`;
    const member = await db.transaction(async (tx) => {
      const m = await memberRepo.insertIfAbsent(tx, {
        merchantId: merchant.id,
        username: userName,
        passwordHash,
        type: MemberType.trial,
        firstTimeLogin: false,
      });
      if (!m) return null;
      await accountRepo.insert(tx, { merchantId: merchant.id, memberId: m.id, registerMethod: 'TRIAL' });
      await credit(tx, {
        merchantId: merchant.id,
        memberId: m.id,
        currency: merchant.currency,
        amount: BigInt(ACCOUNT_LIMITS.trialBalanceMinor),
        kind: 'seed',
        idempotencyKey: `trial:opening:${m.id}`,
      });
      await publishMemberRegistered(tx, merchant.id, { memberId: m.id, username: userName, type: m.type, method: 'trial' });
      return m;
    });
    if (member) return { userName, password };
  }
  throw new AppError(ErrorCode.CONFLICT);
}

/**
 * Trial login: only trial (type 4) accounts, answered with customerType. Another member's password is never checked
 * here (an unknown or non-trial name does the same hashing work and fails), so this is no way around login's defence;
 * a trial account's password spends its budget like any login password.
 */
export async function freeplayLogin(
  db: Db,
  fast: FastStore,
  merchant: Merchant,
  input: FreeplayRequest,
  meta: ClientMeta,
  ttlMs: number,
): Promise<FreeplayResult> {
  const member = await memberRepo.findByUsername(db, merchant.id, input.userName);
  if (!member || member.type !== MemberType.trial || member.status !== 'active') {
    await verifyPassword(null, input.password);
    throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  }
  await verifyMemberPassword(fast, merchant.id, member, input.password, () => new AppError(ErrorCode.INVALID_CREDENTIALS));
  // An operator's lock refuses trial logins too (as login does, once the password is right).
  if (await loginRefusal(db, merchant.id, member)) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  const session = await openSession(db, merchant, member, meta, ttlMs, 'trial');
  return { ...session, customerType: member.type };
}

/** Forgot password by SMS: the noLogin code of the member's registered mobile number. */
export async function resetBySms(db: Db, merchant: Merchant, input: ResetBySmsRequest): Promise<void> {
  const errors = checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
  if (errors.length) throw invalidFields(errors);
  const target = mobileKey(input.countryDialingCode, input.mobileNum);
  await consumeCode(db, { merchantId: merchant.id, purpose: 'noLogin', target, code: input.verificationCode });
  const member = await accountRepo.findMemberByMobile(db, merchant.id, target);
  // A code can only have been sent to a registered number, but the member may have been removed since.
  if (!member || member.status !== 'active') throw new AppError(ErrorCode.INVALID_CREDENTIALS);
  await setPassword(db, merchant, member, input.newPassword);
}

/**
 * The member of a username + e-mail pair, if they belong together (trial accounts have no e-mail). One query whether
 * or not the name exists, so both cases do the same work.
 */
export async function memberByEmail(db: Db, merchant: Merchant, username: string, email: string): Promise<Member | null> {
  const member = await accountRepo.findMemberByUsernameAndEmail(db, merchant.id, username, email.trim());
  return member && member.status === 'active' ? member : null;
}

/** Forgot password by e-mail, step 2: the code sent to `username`'s e-mail address. */
export async function resetByEmail(db: Db, merchant: Merchant, input: ResetByEmailRequest): Promise<void> {
  const errors = checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
  if (errors.length) throw invalidFields(errors);
  const member = await memberByEmail(db, merchant, input.username, input.email);
  const target = `${input.username.toLowerCase()}|${input.email.trim().toLowerCase()}`;
  await consumeCode(db, { merchantId: merchant.id, purpose: 'email', target, code: input.verificationCode });
  if (!member) throw new AppError(ErrorCode.VERIFICATION_INVALID);
  await setPassword(db, merchant, member, input.newPassword);
}
