import { useTranslate } from '@refinedev/core';
import type { ReactNode } from 'react';
import { FormDialog, ReasonField } from '../../shared/form-dialog';

/** Turning something down: what it is (`children`) and the reason, required, at most 200 characters. */
export function ReasonModal({
  open,
  title,
  okText,
  pending,
  children,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  pending: boolean;
  children?: ReactNode;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <FormDialog<{ reason: string }>
      open={open}
      testId="reason"
      title={title}
      okText={okText}
      danger
      pending={pending}
      width={560}
      intro={children}
      onSubmit={(v) => onSubmit(v.reason.trim())}
      onClose={onClose}
    >
      <ReasonField
        label={translate('finance.reason')}
        requiredMessage={translate('adjustments.rejectReasonRequired')}
        lengthMessage={translate('finance.noteTooLong', { max: 200 })}
        testId="reason-input"
      />
    </FormDialog>
  );
}
