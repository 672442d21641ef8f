import type { CrudFilter } from '@refinedev/core';
import { isBannerImage, isBannerLink, type OpsVipLevel } from '@wps/contract';
import dayjs, { type Dayjs } from 'dayjs';

// The content screens' mapping between antd forms and the operator calls' bodies (banners, notices, promotions,
// games, VIP levels): pure functions, tested in content-values.test.ts.

/** A showing window as the forms hold it: a range picker's two ends, either open. */
export type Window = [Dayjs | null, Dayjs | null] | undefined;

/** The call's `startsAt` / `endsAt` (ISO instants, null for an open end) from a range picker's value. */
export function windowToBody(range: Window | null): { startsAt: string | null; endsAt: string | null } {
  const [from, to] = range ?? [null, null];
  return { startsAt: from ? from.toISOString() : null, endsAt: to ? to.toISOString() : null };
}

/** A range picker's value from a row's `startsAt` / `endsAt` (none when both are open). */
export function windowOf(row: { startsAt: string | null; endsAt: string | null }): Window {
  if (!row.startsAt && !row.endsAt) return undefined;
  return [row.startsAt ? dayjs(row.startsAt) : null, row.endsAt ? dayjs(row.endsAt) : null];
}

/** Whether a window is usable: its end after its start when both are set. */
export const windowValid = (range: Window | null): boolean => {
  const [from, to] = range ?? [null, null];
  return !from || !to || to.isAfter(from);
};

/** Where a row stands against its window at `now`: showing, not yet, or over (a switch off is `off`). */
export type Showing = 'off' | 'scheduled' | 'live' | 'ended';
export function showingOf(row: { enabled: boolean; startsAt: string | null; endsAt: string | null }, now = Date.now()): Showing {
  if (!row.enabled) return 'off';
  if (row.startsAt && Date.parse(row.startsAt) > now) return 'scheduled';
  if (row.endsAt && Date.parse(row.endsAt) <= now) return 'ended';
  return 'live';
}

/** A text field as the call wants it: trimmed, and null when empty. */
export const textOrNull = (v: string | null | undefined): string | null => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

/** Form rule: an http(s) address or a player-site path (`/m/...`), or nothing (the contract's banner link rule). */
export const linkOk = (v: string | null | undefined): boolean => {
  const s = textOrNull(v);
  return s === null || isBannerLink(s);
};
/** Form rule: an https address or a path of this site, or nothing (generated art). */
export const imageOk = (v: string | null | undefined): boolean => {
  const s = textOrNull(v);
  return s === null || isBannerImage(s);
};

export interface BannerValues {
  groupName: string;
  title: string;
  imageUrl?: string | null;
  linkUrl?: string | null;
  sort?: number | null;
  enabled: boolean;
  window?: Window;
}

/**
 * A banner body from the form: empty picture and link are null (generated art, no link); an empty sort is left out
 * (on create the server puts it after the group's last; on edit the sort stays).
 */
export function bannerBody(v: BannerValues): Record<string, unknown> {
  return {
    groupName: v.groupName,
    title: v.title.trim(),
    imageUrl: textOrNull(v.imageUrl),
    linkUrl: textOrNull(v.linkUrl),
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    enabled: v.enabled,
    ...windowToBody(v.window),
  };
}

export interface NoticeValues {
  type: string;
  title: string;
  content: string;
  sort?: number | null;
  enabled?: boolean;
  window?: Window;
}

/**
 * A new notice (opsCreateNotice takes type, title, content and an end) and, when the form asked for more than that
 * call knows (a later start, another order, switched off), the change to send right after it.
 */
export function noticeCreateBodies(v: NoticeValues): { create: Record<string, unknown>; then: Record<string, unknown> | null } {
  const { startsAt, endsAt } = windowToBody(v.window);
  const create = { type: v.type, title: v.title.trim(), content: v.content.trim(), ...(endsAt ? { endsAt } : {}) };
  const then = {
    ...(startsAt ? { startsAt } : {}),
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    ...(v.enabled === false ? { enabled: false } : {}),
  };
  return { create, then: Object.keys(then).length > 0 ? then : null };
}

/** A notice's change from the edit form: every field it shows. */
export function noticeUpdateBody(v: NoticeValues): Record<string, unknown> {
  return {
    type: v.type,
    title: v.title.trim(),
    content: v.content.trim(),
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    ...(v.enabled === undefined ? {} : { enabled: v.enabled }),
    ...windowToBody(v.window),
  };
}

/** The filter of one field (a tab, a select): none when the value is empty. */
export const fieldFilter = (field: string, value: string | undefined | null): CrudFilter[] =>
  value === undefined || value === null || value === '' ? [] : [{ field, operator: 'eq', value }];

/** The value of a field's filter among Refine's filters ('' when none). */
export const filterValue = (filters: CrudFilter[], field: string): string => {
  const f = filters.find((x) => 'field' in x && x.field === field);
  return f && f.value !== undefined && f.value !== null ? String(f.value) : '';
};

export interface PromotionValues {
  slug?: string;
  category: string;
  title: string;
  participation: string;
  remarkRequired: boolean;
  imageRequired: boolean;
  linkedPromotionId?: number | null;
  enabled: boolean;
  sort?: number | null;
  noExpiry: boolean;
  window?: Window;
}

/** A promotion body from the form and the editor's HTML; a slug only on create (and only when given). */
export function promotionBody(v: PromotionValues, content: string, creating: boolean): Record<string, unknown> {
  const { startsAt, endsAt } = windowToBody(v.window);
  const slug = (v.slug ?? '').trim();
  return {
    ...(creating && slug ? { slug } : {}),
    category: v.category,
    title: v.title.trim(),
    content: editorHtml(content),
    participation: v.participation,
    remarkRequired: v.remarkRequired,
    imageRequired: v.imageRequired,
    linkedPromotionId: v.linkedPromotionId ?? null,
    enabled: v.enabled,
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    noExpiry: v.noExpiry,
    startsAt,
    // A promotion without end keeps no end date (the server ignores it anyway).
    endsAt: v.noExpiry ? null : endsAt,
  };
}

/** The editor's address of a promotion (`new` for a new one). */
export const promotionPath = (id: number | 'new') => `/content/promotions/${id}`;

/** The editor's HTML as stored: an editor left empty (one empty paragraph) is no content. */
export const editorHtml = (html: string): string => (/^<p>(<br\s*\/?>)?<\/p>$/.test(html.trim()) ? '' : html);

/**
 * Money as the VIP calls take it: a decimal string with at most two decimals. `'1,000.5'` -> `'1000.50'`; undefined
 * when it is not an amount.
 */
export function moneyInput(v: string | number | null | undefined): string | undefined {
  const s = String(v ?? '')
    .trim()
    .replace(/,/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(s)) return undefined;
  const [whole, frac = ''] = s.split('.');
  return `${BigInt(whole!).toString()}.${frac.padEnd(2, '0')}`;
}

/** A rebate percent as the call takes it ("0.5" -> "0.50"), at most 100 with two decimals; undefined otherwise. */
export function rateInput(v: string | number | null | undefined): string | undefined {
  const s = String(v ?? '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s) || Number(s) > 100) return undefined;
  return Number(s).toFixed(2);
}

/** The fields of `next` that differ from `before` (shallow; JSON equality for objects). */
export function changedFields<T extends Record<string, unknown>>(before: T, next: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(next) as [keyof T, T[keyof T]][]) {
    if (v === undefined) continue;
    if (JSON.stringify(before[k]) !== JSON.stringify(v)) out[k] = v;
  }
  return out;
}

/**
 * The field messages of a refused call (a 422's `[{ field, message }]`, as OpsHttpError's `errors`), e.g. the VIP
 * thresholds' "level 3 must need more deposits than level 2".
 */
export function fieldMessages(error: unknown): Record<string, string> {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The money fields of a VIP level, in the table's order. */
export const VIP_MONEY_FIELDS = ['depositThreshold', 'betThreshold', 'upgradeBonus', 'monthlyBonus', 'birthdayBonus', 'dailyWithdrawLimit'] as const;
/** A VIP level's row as its form holds it (the notes have their own dialog). */
export type VipValues = Omit<OpsVipLevel, 'level' | 'notes'>;

export const vipValuesOf = (l: OpsVipLevel): VipValues => ({
  name: l.name,
  depositThreshold: l.depositThreshold,
  betThreshold: l.betThreshold,
  upgradeBonus: l.upgradeBonus,
  monthlyBonus: l.monthlyBonus,
  birthdayBonus: l.birthdayBonus,
  rebateRate: l.rebateRate,
  dailyWithdrawals: l.dailyWithdrawals,
  dailyWithdrawLimit: l.dailyWithdrawLimit,
  exclusiveTour: l.exclusiveTour,
});

/** A VIP level's change: the form's values normalised (money with two decimals, the rate too), only those that changed. */
export function vipLevelChange(level: OpsVipLevel, v: VipValues): Partial<VipValues> {
  const next: VipValues = {
    ...v,
    name: v.name.trim(),
    rebateRate: rateInput(v.rebateRate) ?? v.rebateRate,
    ...Object.fromEntries(VIP_MONEY_FIELDS.map((f) => [f, moneyInput(v[f]) ?? v[f]])),
  };
  return changedFields(vipValuesOf(level) as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>) as Partial<VipValues>;
}
