import { useTranslate } from '@refinedev/core';
import { REWARD_DEFAULT_DAYS, type OpsMemberDetail, type OpsReward } from '@wps/contract';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { isOpsError } from '../../api/ops-client';
import { useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { useCurrency } from '../../shared/money';
import { isAmount } from '../finance/finance-values';
import { ISSUE_LIMITS, issueRewardBody, issueRewardFields, issueTitleOk, type IssueRewardField, type IssueRewardValues } from './member-format';

/**
 * A manual reward into the member's reward centre (finance): a title, an amount and the days to claim it. `requestId`
 * is made when the dialog opens, so a second click or a retry of the same form issues the reward once.
 */
export function IssueRewardDialog({ member, open, requestId, onClose }: { member: OpsMemberDetail; open: boolean; requestId: string; onClose: () => void }) {
  const translate = useTranslate();
  const currency = useCurrency();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rules: Record<IssueRewardField, string> = {
    title: translate('rewards.titleRule', { min: ISSUE_LIMITS.titleMin, max: ISSUE_LIMITS.titleMax }),
    amount: translate('rewards.amountRule'),
    days: translate('rewards.daysRule', { min: ISSUE_LIMITS.daysMin, max: ISSUE_LIMITS.daysMax }),
  };
  const issue = useOpsAction<OpsReward>('member', 'issueReward', {
    success: (r) => translate('rewards.issued', { title: r?.title ?? '', member: r?.member ?? member.username }),
    invalidate: ['rewards'],
    // The server names the fields it refused: their rules show on them.
    onError: (e) => setErrors(Object.fromEntries(issueRewardFields(isOpsError(e) ? e.errors : undefined).map((field) => [field, rules[field]]))),
  });

  return (
    <FormDialog<IssueRewardValues>
      open={open}
      testId="member-reward-form"
      title={translate('rewards.issueTitle', { username: member.username })}
      okText={translate('rewards.issue')}
      pending={issue.pending}
      width={560}
      initialValues={{ days: REWARD_DEFAULT_DAYS }}
      errors={errors}
      intro={<Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('rewards.issueNote')} />}
      onClose={() => {
        setErrors({});
        onClose();
      }}
      onSubmit={async (v) => {
        setErrors({});
        if (await issue.run({ params: { id: member.id }, body: issueRewardBody(v, requestId) })) onClose();
      }}
    >
      <Form.Item
        name="title"
        label={translate('rewards.titleField')}
        rules={[
          { required: true, whitespace: true, message: translate('rewards.titleRequired') },
          { validator: (_, v: string | undefined) => (!v?.trim() || issueTitleOk(v) ? Promise.resolve() : Promise.reject(new Error(rules.title))) },
        ]}
      >
        <Input maxLength={ISSUE_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item
        name="amount"
        label={translate('rewards.amountLabel', { currency })}
        rules={[
          { required: true, message: rules.amount },
          { validator: (_, v: string | undefined) => (!v || isAmount(v) ? Promise.resolve() : Promise.reject(new Error(rules.amount))) },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 260 }} placeholder="100.00" />
      </Form.Item>
      <Form.Item
        name="days"
        label={translate('rewards.days')}
        extra={translate('rewards.daysHelp')}
        rules={[{ required: true, type: 'integer', min: ISSUE_LIMITS.daysMin, max: ISSUE_LIMITS.daysMax, message: rules.days }]}
      >
        <InputNumber min={ISSUE_LIMITS.daysMin} max={ISSUE_LIMITS.daysMax} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
