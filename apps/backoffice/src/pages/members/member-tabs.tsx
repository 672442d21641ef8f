import { useTable } from '@refinedev/antd';
import { useTranslate, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';
import {
  TX_CODES,
  type MemberLoginResult,
  type OpsMemberLedgerEntry,
  type OpsMemberLogin,
  type OpsMemberMessage,
  type OpsMemberRound,
  type OpsMemberSession,
} from '@wps/contract';
import { Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { textColumn, timeColumn } from '../../shared/columns';
import { CsvExportButton } from '../../shared/list';
import { EmptyState, ErrorState } from '../../shared/states';
import { isNegative } from './member-format';

type HistoryResource = 'memberLedger' | 'memberRounds' | 'memberSessions' | 'memberLogins' | 'memberMessages' | 'memberTurnover' | 'rewards' | 'memberPoints';

const PAGE_SIZE = 20;

/** A signed amount: debits in red. */
function SignedMoney({ amount, currency }: { amount: string; currency: string }) {
  return (
    <Typography.Text className="bo-amount" type={isNegative(amount) ? 'danger' : undefined}>
      {formatMoney(amount, currency)}
    </Typography.Text>
  );
}

/**
 * One page of a member's history (the call's path takes the member's id, or `query` names the member), its own
 * paging, CSV of every page.
 */
export function HistoryTable<T extends BaseRecord>({
  resource,
  memberId,
  columns,
  csv,
  rowKey,
  filterBar,
  query,
}: {
  resource: HistoryResource;
  memberId: number;
  columns: TableColumnsType<T>;
  csv: (row: T) => Record<string, unknown>;
  rowKey: keyof T & string;
  /** Filters above the table, given the current filters and a way to replace them. */
  filterBar?: (filters: CrudFilter[], setFilters: (f: CrudFilter[]) => void) => ReactNode;
  /** Query the call always gets, for a list that finds the member by another key (the rewards: the account name). */
  query?: Record<string, string>;
}) {
  const translate = useTranslate();
  const meta = { params: { id: memberId }, ...(query ? { query } : {}) };
  const { tableProps, tableQuery, filters, setFilters } = useTable<T, HttpError>({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE },
    filters: { defaultBehavior: 'replace' },
    meta,
    errorNotification: false,
  });
  return (
    <div data-testid={`${resource}-tab`}>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{filterBar?.(filters, (f) => setFilters(f, 'replace'))}</Space>
        <CsvExportButton<T> resource={resource} filters={filters} meta={meta} filename={`${resource}-${memberId}`} row={csv} />
      </Space>
      {tableQuery.isError ? (
        <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />
      ) : (
        <Table<T>
          {...tableProps}
          rowKey={rowKey}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={tableProps.pagination ? { ...tableProps.pagination, showTotal: (total) => translate('list.total', { total }) } : false}
        />
      )}
    </div>
  );
}

/** The ledger: every money movement, newest first, filtered by kind. */
export function LedgerTab({ memberId, currency }: { memberId: number; currency: string }) {
  const translate = useTranslate();
  const kindLabel = (kind: string) => translate(`memberLedger.kinds.${kind}`, undefined, kind);
  return (
    <HistoryTable<OpsMemberLedgerEntry>
      resource="memberLedger"
      memberId={memberId}
      rowKey="id"
      filterBar={(filters, setFilters) => (
        <Select
          aria-label={translate('memberLedger.kind')}
          data-testid="ledger-kind-filter"
          style={{ minWidth: 200 }}
          value={(filters.find((f) => 'field' in f && f.field === 'kind')?.value as string | undefined) ?? ''}
          onChange={(v: string) => setFilters(v ? [{ field: 'kind', operator: 'eq', value: v }] : [])}
          options={[{ value: '', label: translate('memberLedger.allKinds') }, ...TX_CODES.map((k) => ({ value: k, label: kindLabel(k) }))]}
        />
      )}
      columns={[
        timeColumn(translate('memberLedger.time'), 'time'),
        { title: translate('memberLedger.kind'), dataIndex: 'kind', key: 'kind', render: (v: string) => <Tag>{kindLabel(v)}</Tag> },
        { title: translate('memberLedger.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: (v: string) => <SignedMoney amount={v} currency={currency} /> },
        {
          title: translate('memberLedger.balanceAfter'),
          dataIndex: 'balanceAfter',
          key: 'balanceAfter',
          align: 'right',
          render: (v: string) => <Typography.Text className="bo-amount">{formatMoney(v, currency)}</Typography.Text>,
        },
        { title: translate('memberLedger.reference'), dataIndex: 'reference', key: 'reference', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
      ]}
      csv={(e) => ({
        [translate('memberLedger.time')]: e.time,
        [translate('memberLedger.kind')]: e.kind,
        [translate('memberLedger.amount')]: e.amount,
        [translate('memberLedger.balanceAfter')]: e.balanceAfter,
        [translate('members.currency')]: currency,
        [translate('memberLedger.reference')]: e.reference,
      })}
    />
  );
}

/** Game rounds, newest first: the game, stake, payout and the member's win or loss. */
export function RoundsTab({ memberId, currency }: { memberId: number; currency: string }) {
  const translate = useTranslate();
  const money = (v: string) => <Typography.Text className="bo-amount">{formatMoney(v, currency)}</Typography.Text>;
  const STATUS_COLOR = { open: 'blue', settled: 'green', void: 'default' } as const;
  return (
    <HistoryTable<OpsMemberRound>
      resource="memberRounds"
      memberId={memberId}
      rowKey="id"
      columns={[
        timeColumn(translate('memberRounds.time'), 'time'),
        { title: translate('memberRounds.roundId'), dataIndex: 'roundId', key: 'roundId', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        {
          title: translate('memberRounds.game'),
          key: 'game',
          render: (_, r) => (
            <Space size={4} wrap>
              <Typography.Text>{r.gameName}</Typography.Text>
              <Tag>{r.vendor}</Tag>
            </Space>
          ),
        },
        { title: translate('memberRounds.gameType'), dataIndex: 'gameType', key: 'gameType' },
        { title: translate('memberRounds.stake'), dataIndex: 'stake', key: 'stake', align: 'right', render: money },
        { title: translate('memberRounds.payout'), dataIndex: 'payout', key: 'payout', align: 'right', render: money },
        { title: translate('memberRounds.winLoss'), dataIndex: 'winLoss', key: 'winLoss', align: 'right', render: (v: string) => <SignedMoney amount={v} currency={currency} /> },
        {
          title: translate('memberRounds.statusTitle'),
          dataIndex: 'status',
          key: 'status',
          render: (v: OpsMemberRound['status']) => <Tag color={STATUS_COLOR[v]}>{translate(`memberRounds.status.${v}`)}</Tag>,
        },
        timeColumn(translate('memberRounds.settledAt'), 'settledAt', '—'),
      ]}
      csv={(r) => ({
        [translate('memberRounds.time')]: r.time,
        [translate('memberRounds.roundId')]: r.roundId,
        [translate('memberRounds.vendor')]: r.vendor,
        [translate('memberRounds.gameCode')]: r.gameCode,
        [translate('memberRounds.game')]: r.gameName,
        [translate('memberRounds.gameType')]: r.gameType,
        [translate('memberRounds.stake')]: r.stake,
        [translate('memberRounds.payout')]: r.payout,
        [translate('memberRounds.winLoss')]: r.winLoss,
        [translate('members.currency')]: currency,
        [translate('memberRounds.statusTitle')]: r.status,
        [translate('memberRounds.settledAt')]: r.settledAt ?? '',
      })}
    />
  );
}

/** The member's open sessions. */
export function SessionsTab({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  return (
    <HistoryTable<OpsMemberSession>
      resource="memberSessions"
      memberId={memberId}
      rowKey="id"
      columns={[
        timeColumn(translate('memberSessions.createdAt'), 'createdAt'),
        timeColumn(translate('memberSessions.expiresAt'), 'expiresAt'),
        textColumn(translate('memberSessions.ip'), 'ip'),
        textColumn(translate('memberSessions.device'), 'device'),
      ]}
      csv={(s) => ({
        [translate('memberSessions.createdAt')]: s.createdAt,
        [translate('memberSessions.expiresAt')]: s.expiresAt,
        [translate('memberSessions.ip')]: s.ip ?? '',
        [translate('memberSessions.device')]: s.device ?? '',
      })}
    />
  );
}

const RESULT_COLOR: Record<MemberLoginResult, string> = { ok: 'green', locked: 'orange', disabled: 'red', excluded: 'purple' };

/** Logins: sessions opened and logins refused (locked, disabled, a time-out or self-exclusion), newest first. */
export function LoginsTab({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  return (
    <HistoryTable<OpsMemberLogin>
      resource="memberLogins"
      memberId={memberId}
      rowKey="id"
      columns={[
        timeColumn(translate('memberLogins.at'), 'at'),
        { title: translate('memberLogins.method'), dataIndex: 'method', key: 'method', render: (v: string) => translate(`memberLogins.methods.${v}`) },
        {
          title: translate('memberLogins.result'),
          dataIndex: 'result',
          key: 'result',
          render: (v: OpsMemberLogin['result']) => <Tag color={RESULT_COLOR[v]}>{translate(`memberLogins.results.${v}`)}</Tag>,
        },
        textColumn(translate('memberLogins.ip'), 'ip'),
        textColumn(translate('memberLogins.device'), 'device'),
      ]}
      csv={(l) => ({
        [translate('memberLogins.at')]: l.at,
        [translate('memberLogins.method')]: l.method,
        [translate('memberLogins.result')]: l.result,
        [translate('memberLogins.ip')]: l.ip ?? '',
        [translate('memberLogins.device')]: l.device ?? '',
      })}
    />
  );
}

/** The inbox messages the member can see (their own and broadcasts), read or not. */
export function MessagesTab({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  return (
    <HistoryTable<OpsMemberMessage>
      resource="memberMessages"
      memberId={memberId}
      rowKey="id"
      columns={[
        timeColumn(translate('memberMessages.sentAt'), 'sentAt'),
        { title: translate('memberMessages.subject'), dataIndex: 'title', key: 'title' },
        {
          title: translate('memberMessages.to'),
          dataIndex: 'broadcast',
          key: 'broadcast',
          render: (b: boolean) => <Tag color={b ? 'purple' : 'blue'}>{translate(b ? 'memberMessages.broadcast' : 'memberMessages.personal')}</Tag>,
        },
        {
          title: translate('memberMessages.read'),
          key: 'read',
          render: (_, m) =>
            m.read ? (
              <Tag color="green">{m.readAt ? translate('memberMessages.readAt', { at: formatDateTime(m.readAt) }) : translate('memberMessages.readYes')}</Tag>
            ) : (
              <Tag>{translate('memberMessages.unread')}</Tag>
            ),
        },
      ]}
      csv={(m) => ({
        [translate('memberMessages.sentAt')]: m.sentAt,
        [translate('memberMessages.subject')]: m.title,
        [translate('memberMessages.to')]: translate(m.broadcast ? 'memberMessages.broadcast' : 'memberMessages.personal'),
        [translate('memberMessages.read')]: m.readAt ?? '',
      })}
    />
  );
}
