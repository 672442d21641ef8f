import { DeleteOutlined } from '@ant-design/icons';
import { useCan, useTranslate } from '@refinedev/core';
import { Button, InputNumber, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../i18n/format';
import type { ResourceName } from '../../resources';
import { showingOf } from './content-values';

/**
 * A row's switch (enabled, hot, new) that saves at once; read-only for an operator whose roles do not allow the
 * resource's edit call. `onChange` resolves when the call has answered (the switch spins meanwhile).
 */
export function InlineSwitch({
  resource,
  checked,
  label,
  onChange,
  testId,
}: {
  resource: ResourceName;
  checked: boolean;
  label: string;
  onChange: (next: boolean) => Promise<unknown>;
  testId?: string;
}) {
  const { data: can } = useCan({ resource, action: 'edit' });
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      disabled={!can?.can}
      aria-label={label}
      data-testid={testId}
      onChange={(next) => {
        setBusy(true);
        void onChange(next).finally(() => setBusy(false));
      }}
    />
  );
}

/** A row's sort number, edited in place: saved when it loses focus or on Enter, if it changed. */
export function InlineSort({
  resource,
  value,
  label,
  onSave,
}: {
  resource: ResourceName;
  value: number;
  label: string;
  onSave: (next: number) => Promise<unknown>;
}) {
  const { data: can } = useCan({ resource, action: 'edit' });
  const [draft, setDraft] = useState<number | null>(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(value), [value]);
  if (!can?.can) return <span>{value}</span>;
  const commit = () => {
    if (draft === null || draft === value || !Number.isInteger(draft)) {
      setDraft(value);
      return;
    }
    setBusy(true);
    void onSave(draft).finally(() => setBusy(false));
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={1_000_000}
      precision={0}
      value={draft}
      disabled={busy}
      aria-label={label}
      style={{ width: 88 }}
      onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** Whether a row shows now: off, scheduled, live or ended, with its window below. */
export function ShowingCell({ row }: { row: { enabled: boolean; startsAt: string | null; endsAt: string | null } }) {
  const translate = useTranslate();
  const state = showingOf(row);
  const color = { off: 'default', scheduled: 'blue', live: 'green', ended: 'orange' }[state];
  return (
    <div>
      <Tag color={color}>{translate(`content.showing.${state}`)}</Tag>
      {(row.startsAt || row.endsAt) && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatDateTime(row.startsAt) || '…'} – {formatDateTime(row.endsAt) || '…'}
        </Typography.Text>
      )}
    </div>
  );
}

/** A delete button that asks first; hidden without the resource's delete call. */
export function DeleteButton({
  resource,
  title,
  onConfirm,
  testId,
}: {
  resource: ResourceName;
  title: string;
  onConfirm: () => Promise<unknown>;
  testId?: string;
}) {
  const translate = useTranslate();
  const { data: can } = useCan({ resource, action: 'delete' });
  if (!can?.can) return null;
  return (
    <Popconfirm
      title={title}
      okText={translate('buttons.delete')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ danger: true, ...(testId ? { 'data-testid': `${testId}-confirm` } : {}) }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} data-testid={testId}>
        {translate('buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
