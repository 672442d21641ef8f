import { CanAccess, useTranslate } from '@refinedev/core';
import type { OpsTurnover } from '@wps/contract';
import { Alert, Button, Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, textColumn, timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { Money } from '../../shared/money';
import { TurnoverProgress, TurnoverStatusTag, useBonusSourceLabel } from '../../shared/turnover';
import { HistoryTable } from './member-tabs';
import { MemberReasonField } from './member-ui';

/**
 * Bonuses: every bonus the member was paid, newest first, with the turnover it asks and how much is wagered; finance
 * waives an open one with a reason (the member may then withdraw without wagering the rest).
 */
export function BonusesTab({ memberId, currency }: { memberId: number; currency: string }) {
  const translate = useTranslate();
  const sourceLabel = useBonusSourceLabel();
  const [waiving, setWaiving] = useState<OpsTurnover | null>(null);
  const waive = useOpsAction<OpsTurnover>('memberTurnover', 'waive', { success: translate('memberTurnover.waived') });

  return (
    <>
      <HistoryTable<OpsTurnover>
        resource="memberTurnover"
        memberId={memberId}
        rowKey="id"
        columns={[
          timeColumn(translate('memberTurnover.createdAt'), 'createdAt'),
          { title: translate('memberTurnover.source'), dataIndex: 'source', key: 'source', render: (v: string) => <Tag>{sourceLabel(v)}</Tag> },
          moneyColumn(translate('memberTurnover.bonus'), 'bonus', currency),
          {
            title: translate('memberTurnover.turnover'),
            key: 'turnover',
            render: (_, t) => <TurnoverProgress wagered={t.wagered} required={t.required} currency={currency} />,
          },
          { title: translate('memberTurnover.status'), dataIndex: 'status', key: 'status', render: (v: OpsTurnover['status']) => <TurnoverStatusTag status={v} /> },
          timeColumn(translate('memberTurnover.closedAt'), 'closedAt', '—'),
          textColumn(translate('memberTurnover.waivedBy'), 'waivedBy'),
          textColumn(translate('memberTurnover.waiveReason'), 'waiveReason'),
          {
            title: translate('table.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, t) =>
              t.status === 'open' ? (
                <CanAccess resource="memberTurnover" action="waive">
                  <Button size="small" danger onClick={() => setWaiving(t)} data-testid={`turnover-waive-${t.id}`}>
                    {translate('memberTurnover.waive')}
                  </Button>
                </CanAccess>
              ) : null,
          },
        ]}
        csv={(t) => ({
          [translate('memberTurnover.createdAt')]: t.createdAt,
          [translate('memberTurnover.source')]: sourceLabel(t.source),
          [translate('memberTurnover.bonus')]: t.bonus,
          [translate('memberTurnover.required')]: t.required,
          [translate('memberTurnover.wagered')]: t.wagered,
          [translate('members.currency')]: currency,
          [translate('memberTurnover.status')]: translate(`bonus.statuses.${t.status}`),
          [translate('memberTurnover.closedAt')]: t.closedAt ?? '',
          [translate('memberTurnover.waivedBy')]: t.waivedBy ?? '',
          [translate('memberTurnover.waiveReason')]: t.waiveReason ?? '',
          [translate('memberTurnover.reference')]: t.reference,
        })}
      />
      <FormDialog<{ reason: string }>
        open={waiving !== null}
        testId="turnover-waive-form"
        title={translate('memberTurnover.waiveTitle', { source: sourceLabel(waiving?.source ?? '') })}
        okText={translate('memberTurnover.waive')}
        danger
        pending={waive.pending}
        width={560}
        intro={
          waiving && (
            <>
              <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
                <Descriptions.Item label={translate('memberTurnover.bonus')}>
                  <Money amount={waiving.bonus} currency={currency} />
                </Descriptions.Item>
                <Descriptions.Item label={translate('memberTurnover.turnover')}>
                  <TurnoverProgress wagered={waiving.wagered} required={waiving.required} currency={currency} />
                </Descriptions.Item>
                <Descriptions.Item label={translate('memberTurnover.reference')}>
                  <Typography.Text code>{waiving.reference}</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
              <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('memberTurnover.waiveNote')} />
            </>
          )
        }
        onClose={() => setWaiving(null)}
        onSubmit={async (v) => {
          if (waiving && (await waive.run({ params: { id: memberId, turnoverId: waiving.id }, body: { reason: v.reason.trim() } }))) setWaiving(null);
        }}
      >
        <MemberReasonField testId="turnover-waive-reason" />
      </FormDialog>
    </>
  );
}
