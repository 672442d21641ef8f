import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { CONTRACT_MAX_TIERS, type AgentContract, type ContractKind, type ContractStatus } from '@wps/contract';
import { Button, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { Money } from '../../shared/money';
import { moneyInput } from '../content/content-values';
import { isSalaryKind, pctToBp, type TierValues } from './agent-values';

export const CONTRACT_STATUS_COLOR: Record<ContractStatus, string> = {
  PENDING: 'gold',
  ACTIVE: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  SUPERSEDED: 'default',
};

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const translate = useTranslate();
  return (
    <Tag color={CONTRACT_STATUS_COLOR[status]} data-testid="agent-contract-status">
      {translate(`agentContracts.statuses.${status}`)}
    </Tag>
  );
}

/** A contract's tiers as a small table: salary (valid bet, active members, amount) or dividend (net loss, members, share). */
export function TiersTable({ contract, currency }: { contract: AgentContract; currency: string }) {
  const translate = useTranslate();
  const members = { title: translate('agentContracts.minActiveMembers'), dataIndex: 'minActiveMembers', key: 'members', align: 'right' as const };
  const money = (title: string, key: string) => ({ title, dataIndex: key, key, align: 'right' as const, render: (v: string) => <Money amount={v} currency={currency} /> });
  const salary = isSalaryKind(contract.kind);
  return salary ? (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={contract.salaryTiers}
      data-testid="agent-contract-tiers"
      columns={[money(translate('agentContracts.minTeamValidBet'), 'minTeamValidBet'), members, money(translate('agentContracts.amount'), 'amount')]}
    />
  ) : (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={contract.dividendTiers}
      data-testid="agent-contract-tiers"
      columns={[
        money(translate('agentContracts.minTeamNetLoss'), 'minTeamNetLoss'),
        members,
        { title: translate('agentContracts.sharePct'), dataIndex: 'sharePct', key: 'share', align: 'right', render: (v: number) => `${v / 100}%` },
      ]}
    />
  );
}

/** The override form's tier rows (Form.List `tiers`): fields by kind, each row checked with `tierProblem`. */
export function TierFields({ kind, currency }: { kind: ContractKind; currency: string }) {
  const translate = useTranslate();
  const salary = isSalaryKind(kind);
  // Each field checks itself; a row shows its fields' messages under it.
  const rule = (problem: 'amount' | 'members' | 'share', ok: (v: string | number | null | undefined) => boolean) => ({
    validator: (_: unknown, v: string | number | null | undefined) => (ok(v) ? Promise.resolve() : Promise.reject(new Error(translate(`agentContracts.tierRules.${problem}`)))),
  });
  return (
    <Form.List
      name="tiers"
      rules={[{ validator: (_, v: TierValues[] | undefined) => (v && v.length ? Promise.resolve() : Promise.reject(new Error(translate('agentContracts.tiersRule')))) }]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((f) => (
            <Form.Item key={f.key} required={false} style={{ marginBottom: 8 }}>
              <Space align="baseline" wrap>
                <Form.Item name={[f.name, salary ? 'minTeamValidBet' : 'minTeamNetLoss']} noStyle rules={[rule('amount', (v) => moneyInput(v) !== undefined)]}>
                  <Input
                    inputMode="decimal"
                    style={{ width: 150 }}
                    aria-label={translate(salary ? 'agentContracts.minTeamValidBet' : 'agentContracts.minTeamNetLoss')}
                    placeholder={translate(salary ? 'agentContracts.minTeamValidBet' : 'agentContracts.minTeamNetLoss')}
                    suffix={currency}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'minActiveMembers']} noStyle rules={[rule('members', (v) => v === null || v === undefined || (Number.isInteger(v) && Number(v) >= 0))]}>
                  <InputNumber
                    min={0}
                    max={1_000_000}
                    precision={0}
                    style={{ width: 130 }}
                    aria-label={translate('agentContracts.minActiveMembers')}
                    placeholder={translate('agentContracts.minActiveMembers')}
                  />
                </Form.Item>
                {salary ? (
                  <Form.Item name={[f.name, 'amount']} noStyle rules={[rule('amount', (v) => moneyInput(v) !== undefined)]}>
                    <Input inputMode="decimal" style={{ width: 130 }} aria-label={translate('agentContracts.amount')} placeholder={translate('agentContracts.amount')} suffix={currency} />
                  </Form.Item>
                ) : (
                  <Form.Item name={[f.name, 'sharePct']} noStyle rules={[rule('share', (v) => pctToBp(v) !== undefined)]}>
                    <Input inputMode="decimal" style={{ width: 110 }} aria-label={translate('agentContracts.sharePct')} placeholder={translate('agentContracts.sharePct')} suffix="%" />
                  </Form.Item>
                )}
                <Button type="text" icon={<MinusCircleOutlined aria-hidden="true" />} aria-label={translate('agentContracts.removeTier')} onClick={() => remove(f.name)} />
              </Space>
            </Form.Item>
          ))}
          {fields.length < CONTRACT_MAX_TIERS && (
            <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ minActiveMembers: 0 })}>
              {translate('agentContracts.addTier')}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
