import { useTranslate } from '@refinedev/core';
import type { OpsMemberStatus } from '@wps/contract';
import { Tag } from 'antd';
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
