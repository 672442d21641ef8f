import type { CrudFilter } from '@refinedev/core';
import type { OpsOutboxItem, OutboxStatus } from '@wps/contract';

export interface OutboxSearch {
  channel?: string;
  to?: string;
  status?: string;
}

/** The search form's values as opsOutboxPage's query (channel, part of the recipient, status); empty ones left out. */
export function outboxFilters(v: OutboxSearch): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (v.channel) out.push({ field: 'channel', operator: 'eq', value: v.channel });
  if (v.to?.trim()) out.push({ field: 'to', operator: 'contains', value: v.to.trim() });
  if (v.status) out.push({ field: 'status', operator: 'eq', value: v.status });
  return out;
}

export const STATUS_COLOURS: Record<OutboxStatus, string> = { pending: 'processing', sent: 'success', failed: 'error', expired: 'default' };

/** One message as a CSV row: the headers are the translated column names (`outbox.<column>`). */
export function outboxCsvRow(item: OpsOutboxItem, translate: (key: string) => string): Record<string, unknown> {
  const col = (key: string) => translate(`outbox.${key}`);
  return {
    [col('id')]: item.id,
    [col('time')]: item.time,
    [col('channel')]: item.channel,
    [col('recipient')]: item.recipient,
    [col('subject')]: item.subject ?? '',
    [col('status')]: item.status,
    [col('attempts')]: item.attempts,
    [col('lastError')]: item.lastError ?? '',
    [col('deliveredAt')]: item.deliveredAt ?? '',
    [col('body')]: item.body ?? '',
  };
}
