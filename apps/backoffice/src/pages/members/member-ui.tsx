import { useTranslate } from '@refinedev/core';
import type { OpsMemberStatus } from '@wps/contract';
import { Tag } from 'antd';
import { ReasonField } from '../../shared/form-dialog';
import { memberTypeKey, STATUS_COLOR } from './member-format';

/** A member's type as a word (member, agent, trial), or its number. */
export function useTypeLabel(): (type: number) => string {
  const translate = useTranslate();
  return (type: number) => {
    const key = memberTypeKey(type);
    return key ? translate(key) : String(type);
  };
}

/** Active, locked or disabled, in its colour. */
export function StatusTag({ status }: { status: OpsMemberStatus }) {
  const translate = useTranslate();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="member-status">
      {translate(`members.status.${status}`)}
    </Tag>
  );
}

/** A reason the lock, unlock and waive calls take: 2 to 200 characters. */
export function MemberReasonField({ testId }: { testId?: string }) {
  const translate = useTranslate();
  return (
    <ReasonField
      label={translate('member.reason')}
      requiredMessage={translate('member.reasonRequired')}
      lengthMessage={translate('member.reasonRule', { min: 2, max: 200 })}
      min={2}
      {...(testId ? { testId } : {})}
    />
  );
}
