import { CanAccess, useTranslate } from '@refinedev/core';
import type { OpsMission } from '@wps/contract';
import { Button, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { CreateButton, useEditor } from '../../shared/editor';
import { enabledColumn, ShowingCell, sortColumn } from './inline';
import { MissionModal } from './mission-form';
import { isMoneyMetric, missionBody, type MissionValues } from './mission-values';
import './content.css';

/**
 * Content > Missions: daily and weekly missions in display order with what they count, target, reward, switch and
 * window, and how many periods members completed; new and change (content; the switch is audited like any change).
 */
export default function MissionsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery } = useOpsTable<OpsMission>('missions');
  const editor = useEditor<OpsMission>();
  const { editing } = editor;
  const create = useOpsAction<OpsMission>('missions', 'create', { success: translate('missions.created') });
  const update = useOpsAction<OpsMission>('missions', 'edit', { success: translate('content.saved') });
  const enable = useOpsAction<OpsMission>('missions', 'enable', { success: translate('content.saved') });
  const titleOf = (m: OpsMission) => m.titles.EN ?? String(m.id);
  const change = (m: OpsMission, body: Record<string, unknown>) =>
    'enabled' in body ? enable.run({ params: { id: m.id }, body }) : update.run({ params: { id: m.id }, body });

  const columns: TableColumnsType<OpsMission> = [
    { title: translate('missions.titleField'), key: 'title', render: (_, m) => <Typography.Text strong>{titleOf(m)}</Typography.Text> },
    { title: translate('missions.period'), dataIndex: 'period', key: 'period', render: (p: string) => translate(`missions.periods.${p}`) },
    {
      title: translate('missions.metric'),
      key: 'metric',
      render: (_, m) => `${translate(`missions.metrics.${m.metric}`)}${m.gameType ? ` · ${m.gameType}` : ''}`,
    },
    { title: translate('missions.target'), key: 'target', render: (_, m) => (isMoneyMetric(m.metric) ? `${m.target} ${currency}` : m.target) },
    { title: translate('missions.reward'), key: 'reward', render: (_, m) => `${m.reward} ${currency}` },
    {
      title: translate('missions.completions'),
      key: 'completions',
      render: (_, m) => (
        <Link to={`/content/mission-completions?filters[0][field]=missionId&filters[0][operator]=eq&filters[0][value]=${m.id}`}>{m.completions}</Link>
      ),
    },
    sortColumn<OpsMission>(translate, 'missions', titleOf, change),
    enabledColumn<OpsMission>(translate, 'missions', titleOf, change),
    { title: translate('content.showingTitle'), key: 'showing', render: (_, m) => <ShowingCell row={m} /> },
    timeColumn(translate('content.createdAt'), 'createdAt'),
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, m) => (
        <CanAccess resource="missions" action="edit">
          <Button size="small" onClick={() => editor.edit(m)} data-testid={`mission-edit-${m.id}`}>
            {translate('buttons.edit')}
          </Button>
        </CanAccess>
      ),
    },
  ];

  const submit = async (v: MissionValues) => {
    const body = missionBody(v);
    if (editing) {
      if (await update.run({ params: { id: editing.id }, body })) editor.close();
    } else if (await create.run({ body })) editor.close();
  };

  return (
    <>
      <ListCard<OpsMission>
        testId="missions-list"
        title={translate('missions.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(m) => String(m.id)}
        columns={columns}
        extra={
          <CreateButton resource="missions" label={translate('missions.create')} testId="mission-create" onClick={editor.create} />
        }
      />
      <MissionModal
        open={editor.open}
        mission={editing}
        currency={currency}
        pending={create.pending || update.pending}
        onSubmit={(v) => void submit(v)}
        onClose={editor.close}
      />
    </>
  );
}
