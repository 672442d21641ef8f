import type { CrudFilter } from '@refinedev/core';
import {
  MALL_ITEM_KINDS,
  MALL_ORDER_ACTIONS,
  MALL_ORDER_STATUSES,
  type LanguageCode,
  type MallItemKind,
  type MallOrderAction,
  type MallOrderStatus,
  type OpsMallItem,
  type OpsMallItemInput,
} from '@wps/contract';
import { fieldFilter, filterValue } from '../content/content-values';

// The mall pages' pure parts (tested in mall.test.ts): the item form's values and body, the orders search, the actions
// an order's state allows.

type Texts = Partial<Record<LanguageCode, string>>;

/** The item form: texts per main language, numbers as the inputs give them (null = empty). */
export interface MallItemValues {
  kind: MallItemKind;
  names: Texts;
  descriptions: Texts;
  imageUrl: string;
  price: number | null;
  cash: string;
  stock: number | null;
  perMemberLimit: number | null;
  enabled: boolean;
  sort: number | null;
}

export const newItemValues = (): MallItemValues => ({
  kind: 'VOUCHER',
  names: {},
  descriptions: {},
  imageUrl: '',
  price: null,
  cash: '',
  stock: null,
  perMemberLimit: null,
  enabled: true,
  sort: null,
});

export const itemValues = (i: OpsMallItem): MallItemValues => ({
  kind: i.kind,
  names: i.names,
  descriptions: i.descriptions,
  imageUrl: i.imageUrl ?? '',
  price: i.price,
  cash: i.cash ?? '',
  stock: i.stock,
  perMemberLimit: i.perMemberLimit,
  enabled: i.enabled,
  sort: i.sort,
});

/** Only the languages written (trimmed): an empty text falls back to EN on the site. */
const written = (t: Texts | undefined): Texts => Object.fromEntries(Object.entries(t ?? {}).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])));

/** The call's body: cash only for bonus cash, empty numbers as none (stock and limit: unlimited). */
export const itemBody = (v: MallItemValues): OpsMallItemInput => ({
  kind: v.kind,
  names: written(v.names),
  descriptions: written(v.descriptions),
  imageUrl: v.imageUrl.trim() || null,
  price: v.price ?? 0,
  cash: v.kind === 'BONUS_CASH' ? v.cash.trim() : null,
  stock: v.stock ?? null,
  perMemberLimit: v.perMemberLimit ?? null,
  enabled: v.enabled,
  sort: v.sort ?? 0,
});

/** An inline change (switch, order) sends the whole item back with it: the update call takes the full item. */
export const itemChange = (i: OpsMallItem, patch: Partial<MallItemValues>): OpsMallItemInput => itemBody({ ...itemValues(i), ...patch });

/** The orders search: a status, a kind, a member's account name (empty: any). */
export interface MallOrderSearch {
  status?: MallOrderStatus | '';
  kind?: MallItemKind | '';
  member?: string;
}

const isStatus = (v: unknown): v is MallOrderStatus => (MALL_ORDER_STATUSES as readonly unknown[]).includes(v);
const isKind = (v: unknown): v is MallItemKind => (MALL_ITEM_KINDS as readonly unknown[]).includes(v);

export const mallOrderFilters = (v: MallOrderSearch): CrudFilter[] => [
  ...fieldFilter('status', v.status),
  ...fieldFilter('kind', v.kind),
  ...fieldFilter('member', v.member?.trim()),
];

export function mallOrderSearchValues(filters: CrudFilter[]): Required<MallOrderSearch> {
  const status = filterValue(filters, 'status');
  const kind = filterValue(filters, 'kind');
  return { status: isStatus(status) ? status : '', kind: isKind(kind) ? kind : '', member: filterValue(filters, 'member') };
}

/** The moves an order allows now: physical goods only (bonus cash and vouchers complete at once). */
export const actionsOf = (o: { kind: MallItemKind; status: MallOrderStatus }): MallOrderAction[] =>
  o.kind !== 'PHYSICAL' ? [] : (Object.keys(MALL_ORDER_ACTIONS) as MallOrderAction[]).filter((a) => (MALL_ORDER_ACTIONS[a] as readonly string[]).includes(o.status));
