import { useCan, useTranslate } from '@refinedev/core';
import { GAME_TYPES, MAX_TURNOVER_TIMES, type TurnoverRule } from '@wps/contract';
import { Alert, Button, Col, Divider, Form, InputNumber, Row, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOpsError } from '../../api/ops-client';
import { useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { useBonusSourceLabel } from '../../shared/turnover';
import { contributionList, ruleBody, ruleFieldErrors, ruleValues, type RuleValues } from './turnover-values';

type Rule = TurnoverRule & { [key: string]: unknown };

const PERCENT_MAX = 100;

/**
 * Finance > Turnover rules: what a bonus of each source (deposit, sign-in ...) asks to be wagered before the member may
 * withdraw: times the bonus, times the deposit it came with, and how much a bet of each game category counts. Finance
 * edits one rule at a time; risk reads. A change applies to bonuses paid from then on.
 */
export default function TurnoverRulesPage() {
  const translate = useTranslate();
  const sourceLabel = useBonusSourceLabel();
  const gameType = (type: string) => translate(`games.types.${type}`, undefined, type);
  const { tableProps, tableQuery, filters } = useOpsTable<Rule>('turnoverRules');
  const { data: can } = useCan({ resource: 'turnoverRules', action: 'edit' });
  const [editing, setEditing] = useState<Rule | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useOpsAction<TurnoverRule>('turnoverRules', 'edit', {
    success: (r) => translate('turnoverRules.saved', { source: sourceLabel(r?.source ?? '') }),
    onError: (e) => {
      const fields = ruleFieldErrors(isOpsError(e) ? e.errors : undefined);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translate(key, { max: MAX_TURNOVER_TIMES })])));
    },
  });
  const editable = can?.can === true;
  const times = (count: number) => translate('turnoverRules.times', { count });
  const timesRule = { required: true, type: 'integer' as const, min: 0, max: MAX_TURNOVER_TIMES, message: translate('turnoverRules.timesRule', { max: MAX_TURNOVER_TIMES }) };

  const columns: TableColumnsType<Rule> = [
    { title: translate('turnoverRules.source'), dataIndex: 'source', key: 'source', render: (v: string) => <Typography.Text strong>{sourceLabel(v)}</Typography.Text> },
    { title: translate('turnoverRules.bonusTimes'), dataIndex: 'bonusTimes', key: 'bonusTimes', align: 'right', render: (v: number) => times(v) },
    { title: translate('turnoverRules.depositTimes'), dataIndex: 'depositTimes', key: 'depositTimes', align: 'right', render: (v: number) => times(v) },
    {
      title: translate('turnoverRules.contributions'),
      key: 'contributions',
      render: (_, r) => {
        const list = contributionList(r.contributions);
        if (list.length === 0) return <Typography.Text type="secondary">{translate('turnoverRules.allInFull')}</Typography.Text>;
        return (
          <Space wrap size={[4, 4]}>
            {list.map(([type, percent]) => (
              <Tag key={type} color={percent === 0 ? 'default' : 'blue'}>
                {translate('turnoverRules.contribution', { category: gameType(type), percent })}
              </Tag>
            ))}
          </Space>
        );
      },
    },
    ...(editable
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, r: Rule) => (
              <Button
                size="small"
                onClick={() => {
                  setErrors({});
                  setEditing(r);
                }}
                data-testid={`turnover-rule-edit-${r.source}`}
              >
                {translate('buttons.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListCard<Rule>
        testId="turnover-rules"
        title={translate('turnoverRules.title')}
        tableProps={{ ...tableProps, pagination: false }}
        query={tableQuery}
        rowKey="source"
        columns={columns}
        filters={
          <Space direction="vertical" size={4}>
            <Typography.Text type="secondary">{translate('turnoverRules.help')}</Typography.Text>
            {!editable && <Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}
          </Space>
        }
        extra={
          <CsvExportButton<Rule>
            resource="turnoverRules"
            filters={filters}
            filename="turnover-rules"
            row={(r) => ({
              [translate('turnoverRules.source')]: sourceLabel(r.source),
              [translate('turnoverRules.bonusTimes')]: r.bonusTimes,
              [translate('turnoverRules.depositTimes')]: r.depositTimes,
              ...Object.fromEntries(GAME_TYPES.map((type) => [gameType(type), r.contributions[type] ?? PERCENT_MAX])),
            })}
          />
        }
      />
      <FormDialog<RuleValues>
        open={editing !== null}
        testId="turnover-rule-form"
        title={translate('turnoverRules.editTitle', { source: sourceLabel(editing?.source ?? '') })}
        okText={translate('buttons.save')}
        pending={update.pending}
        width={720}
        {...(editing ? { initialValues: ruleValues(editing) } : {})}
        errors={errors}
        intro={<Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('turnoverRules.fromNow')} />}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          if (editing && (await update.run({ params: { source: editing.source }, body: ruleBody(v) }))) setEditing(null);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="bonusTimes" label={translate('turnoverRules.bonusTimes')} extra={translate('turnoverRules.bonusTimesHelp')} rules={[timesRule]}>
              <InputNumber min={0} max={MAX_TURNOVER_TIMES} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="depositTimes" label={translate('turnoverRules.depositTimes')} extra={translate('turnoverRules.depositTimesHelp')} rules={[timesRule]}>
              <InputNumber min={0} max={MAX_TURNOVER_TIMES} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left" plain>
          {translate('turnoverRules.contributions')}
        </Divider>
        <Typography.Paragraph type="secondary">{translate('turnoverRules.contributionsHelp')}</Typography.Paragraph>
        <Row gutter={16}>
          {GAME_TYPES.map((type) => (
            <Col key={type} xs={12} md={8}>
              <Form.Item
                name={['contributions', type]}
                label={gameType(type)}
                rules={[{ type: 'integer', min: 0, max: PERCENT_MAX, message: translate('turnoverRules.percentRule') }]}
              >
                <InputNumber min={0} max={PERCENT_MAX} precision={0} placeholder={String(PERCENT_MAX)} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </FormDialog>
    </>
  );
}
