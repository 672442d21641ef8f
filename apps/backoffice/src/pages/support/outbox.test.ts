import { describe, expect, it } from 'vitest';
import type { OpsOutboxItem } from '@wps/contract';
import { filtersToQuery } from '../../providers/data-provider';
import { outboxCsvRow, outboxFilters } from './outbox';

describe('outbox', () => {
  it('turns the search into the call query, empty fields left out', () => {
    expect(filtersToQuery(outboxFilters({ channel: 'sms', to: ' 138 ', status: 'failed' }))).toEqual({ channel: 'sms', to: '138', status: 'failed' });
    expect(filtersToQuery(outboxFilters({ channel: undefined, to: '  ', status: '' }))).toEqual({});
  });

  it('writes a message as a CSV row with translated headers, nulls empty', () => {
    const item: OpsOutboxItem = {
      id: 7,
      time: '2026-01-05T10:00:00.000Z',
      channel: 'email',
      recipient: 'a@b.example',
      subject: null,
      body: null,
      status: 'sent',
      attempts: 1,
      lastError: null,
      deliveredAt: '2026-01-05T10:00:02.000Z',
    };
    const row = outboxCsvRow(item, (k) => k.toUpperCase());
    expect(row).toEqual({
      'OUTBOX.ID': 7,
      'OUTBOX.TIME': '2026-01-05T10:00:00.000Z',
      'OUTBOX.CHANNEL': 'email',
      'OUTBOX.RECIPIENT': 'a@b.example',
      'OUTBOX.SUBJECT': '',
      'OUTBOX.STATUS': 'sent',
      'OUTBOX.ATTEMPTS': 1,
      'OUTBOX.LASTERROR': '',
      'OUTBOX.DELIVEREDAT': '2026-01-05T10:00:02.000Z',
      'OUTBOX.BODY': '',
    });
  });
});
