import type { TableColumnType } from 'antd';
import { formatDateTime } from '../i18n/format';
import { Money } from './money';

/** A column of a row's instant as the language writes it; `empty` where it has none ('' unless told). */
export function timeColumn<T>(title: string, key: keyof T & string, empty = ''): TableColumnType<T> {
  return { title, dataIndex: key, key, render: (v: string | null) => formatDateTime(v) || empty };
}

/** A column of a row's text that may be missing (a dash then). */
export function textColumn<T>(title: string, key: keyof T & string): TableColumnType<T> {
  return { title, dataIndex: key, key, render: (v: string | null) => v ?? '—' };
}

/** A column of a row's amount (a decimal string) in the list's currency, to the right. */
export function moneyColumn<T>(title: string, key: keyof T & string, currency: string): TableColumnType<T> {
  return { title, dataIndex: key, key, align: 'right', render: (v: string) => <Money amount={v} currency={currency} /> };
}
