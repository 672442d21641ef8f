import { CanAccess, useTranslate } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { RAFFLE_PAGE_SIZE, type OpsRaffle, type OpsRaffleEntry, type RaffleState } from '@wps/contract';
import { App, Button, Drawer, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { ErrorState } from '../../shared/states';
import { CreateButton, useEditor } from '../../shared/editor';
import { RaffleModal } from './raffle-form';
import { raffleActions, raffleBody, type RaffleValues } from './raffle-values';

const STATE_COLOR: Record<RaffleState, string> = { open: 'blue', closed: 'orange', drawn: 'green', cancelled: 'default' };

/**
 * Finance > Raffles: raffles newest first with their ticket rule, window, prizes and entries; new, change and cancel
 * until drawn, the draw (confirmed, once) after the entries closed, and the winners (finance and content; audited).
 */
export default function RafflesPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { modal } = App.useApp();
  const { tableProps, tableQuery } = useOpsTable<OpsRaffle>('raffles');
  const editor = useEditor<OpsRaffle>();
  const { editing } = editor;
  const [entriesOf, setEntriesOf] = useState<OpsRaffle | null>(null);
  const create = useOpsAction<OpsRaffle>('raffles', 'create', { success: translate('raffles.created') });
  const update = useOpsAction<OpsRaffle>('raffles', 'edit', { success: translate('raffles.saved') });
  const cancel = useOpsAction<OpsRaffle>('raffles', 'cancel', { success: translate('raffles.cancelled') });
  const draw = useOpsAction<OpsRaffle>('raffles', 'draw', { success: (r) => translate('raffles.drawnNotice', { count: r.winners.length }) });
  const titleOf = (r: OpsRaffle) => r.titles.EN ?? String(r.id);

  const confirmDraw = (r: OpsRaffle) =>
    modal.confirm({
      title: translate('raffles.confirmDraw', { title: titleOf(r) }),
      content: translate('raffles.confirmDrawText', { entrants: r.entrants, tickets: r.totalTickets }),
      okText: translate('raffles.draw'),
      cancelText: translate('buttons.cancel'),
      okButtonProps: { 'data-testid': 'raffle-draw-confirm' } as Record<`data-${string}`, string>,
      onOk: () => draw.run({ params: { id: r.id } }),
    });
  const confirmCancel = (r: OpsRaffle) =>
    modal.confirm({
      title: translate('raffles.confirmCancel', { title: titleOf(r) }),
      okText: translate('raffles.cancel'),
      okButtonProps: { danger: true },
      cancelText: translate('buttons.close'),
      onOk: () => cancel.run({ params: { id: r.id } }),
    });

  const columns: TableColumnsType<OpsRaffle> = [
    { title: translate('raffles.id'), dataIndex: 'id', key: 'id' },
    { title: translate('raffles.titleField'), key: 'title', render: (_, r) => <Typography.Text strong>{titleOf(r)}</Typography.Text> },
    {
      title: translate('raffles.state'),
      dataIndex: 'state',
      key: 'state',
      render: (s: RaffleState) => (
        <Tag color={STATE_COLOR[s]} data-testid="raffle-state">
          {translate(`raffles.states.${s}`)}
        </Tag>
      ),
    },
    {
      title: translate('raffles.rule'),
      key: 'rule',
      render: (_, r) => translate(r.maxTickets === null ? 'raffles.ruleText' : 'raffles.ruleMaxText', { step: `${r.ticketStep} ${currency}`, max: r.maxTickets }),
    },
    timeColumn(translate('raffles.startsAt'), 'startsAt'),
    timeColumn(translate('raffles.endsAt'), 'endsAt'),
    timeColumn(translate('raffles.drawAt'), 'drawAt'),
    {
      title: translate('raffles.prizesTitle'),
      key: 'prizes',
      render: (_, r) => r.prizes.map((p) => <div key={p.rank}>{translate('raffles.prizeLine', { rank: p.rank, amount: `${p.amount} ${currency}`, winners: p.winners })}</div>),
    },
    {
      title: translate('raffles.entries'),
      key: 'entries',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setEntriesOf(r)} data-testid={`raffle-entries-${r.id}`}>
          {translate('raffles.entriesText', { entrants: r.entrants, tickets: r.totalTickets })}
        </Button>
      ),
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => {
        const can = raffleActions(r);
        return (
          <Space>
            {can.draw ? (
              <CanAccess resource="raffles" action="draw">
                <Button size="small" type="primary" loading={draw.pending} onClick={() => confirmDraw(r)} data-testid={`raffle-draw-${r.id}`}>
                  {translate('raffles.draw')}
                </Button>
              </CanAccess>
            ) : null}
            {can.edit ? (
              <CanAccess resource="raffles" action="edit">
                <Button size="small" onClick={() => editor.edit(r)} data-testid={`raffle-edit-${r.id}`}>
                  {translate('buttons.edit')}
                </Button>
              </CanAccess>
            ) : null}
            {can.cancel ? (
              <CanAccess resource="raffles" action="cancel">
                <Button size="small" danger onClick={() => confirmCancel(r)}>
                  {translate('raffles.cancel')}
                </Button>
              </CanAccess>
            ) : null}
          </Space>
        );
      },
    },
  ];

  const submit = async (v: RaffleValues) => {
    const body = raffleBody(v);
    if (editing) {
      if (await update.run({ params: { id: editing.id }, body })) editor.close();
    } else if (await create.run({ body })) editor.close();
  };

  return (
    <>
      <ListCard<OpsRaffle>
        testId="raffles-list"
        title={translate('raffles.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        expandable={{ rowExpandable: (r) => r.state === 'drawn', expandedRowRender: (r) => <Winners raffle={r} currency={currency} /> }}
        extra={
          <CreateButton resource="raffles" label={translate('raffles.create')} testId="raffle-create" onClick={editor.create} />
        }
      />
      <RaffleModal
        open={editor.open}
        raffle={editing}
        currency={currency}
        pending={create.pending || update.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
      <Drawer open={entriesOf !== null} onClose={() => setEntriesOf(null)} width={640} title={entriesOf ? translate('raffles.entriesTitle', { title: titleOf(entriesOf) }) : ''} destroyOnHidden>
        {entriesOf ? <Entries raffle={entriesOf} currency={currency} /> : null}
      </Drawer>
    </>
  );
}

/** A drawn raffle's winners by rank, each a link to the member. */
function Winners({ raffle, currency }: { raffle: OpsRaffle; currency: string }) {
  const translate = useTranslate();
  if (raffle.winners.length === 0) return <Typography.Text type="secondary">{translate('raffles.noWinners')}</Typography.Text>;
  return (
    <div data-testid={`raffle-winners-${raffle.id}`}>
      <Typography.Text type="secondary">{translate('raffles.drawnBy', { by: raffle.drawnBy ?? '', at: raffle.drawnAt ?? '' })}</Typography.Text>
      <ul>
        {raffle.winners.map((w) => (
          <li key={w.memberId}>
            {translate('raffles.winnerLine', { rank: w.rank, amount: `${w.prize} ${currency}`, tickets: w.tickets })} <Link to={`/members/${w.memberId}`}>{w.member}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The members entered and their tickets, most first, with the prize of the winners. */
function Entries({ raffle, currency }: { raffle: OpsRaffle; currency: string }) {
  const translate = useTranslate();
  const { tableProps, tableQuery } = useTable<OpsRaffleEntry, HttpError>({
    resource: 'raffleEntries',
    syncWithLocation: false,
    pagination: { pageSize: RAFFLE_PAGE_SIZE },
    meta: { params: { id: raffle.id } },
    errorNotification: false,
  });
  const columns: TableColumnsType<OpsRaffleEntry> = [
    { title: translate('raffles.member'), key: 'member', render: (_, e) => <Link to={`/members/${e.memberId}`}>{e.member}</Link> },
    { title: translate('raffles.tickets'), dataIndex: 'tickets', key: 'tickets' },
    {
      title: translate('raffles.prize'),
      key: 'prize',
      render: (_, e) => (e.prize === null ? '—' : translate('raffles.prizeWon', { rank: e.rank, amount: `${e.prize} ${currency}` })),
    },
    timeColumn(translate('raffles.enteredAt'), 'updatedAt'),
  ];
  if (tableQuery.isError) return <ErrorState error={tableQuery.error} onRetry={() => void tableQuery.refetch()} />;
  return <Table<OpsRaffleEntry> {...tableProps} rowKey="memberId" columns={columns} size="middle" data-testid="raffle-entries" />;
}
