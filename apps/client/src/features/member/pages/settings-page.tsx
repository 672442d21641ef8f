import { Fragment, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SecurityConfig } from '@wps/contract';
import { ACCOUNT_LIMITS, MEMBER_LIMITS, NICKNAME_RULE, isEmail, isNickname, isSmsCode } from '@wps/contract/lite';
import { CodeButton, DigitsField, Field, FormError, SubmitButton, useForm, type FieldErrors } from '../../../shared/ui/form';
import { MoneyPage } from '../../../shared/ui/money-page';
import { emailChangeCodeCall, useSetEmailMutation, useSetNicknameMutation, useSetPayeeNameMutation } from '../api/security';
import { WithSecurityConfig } from '../components/security-config';
import { SecurityItem, SecurityPanel } from '../components/security-item';
import { useMemberTranslation } from '../i18n';

type Item = 'nickname' | 'email' | 'payee';

/** Personal settings (/m/set): nickname, e-mail (confirmed by a code sent to it) and payee name, each with its state. */
export default function SettingsPage() {
  const { t } = useMemberTranslation();
  const nickname = useSetNicknameMutation();
  const payee = useSetPayeeNameMutation();
  const [open, setOpen] = useState<Item | null>(null);
  const toggle = (f: Item) => setOpen((cur) => (cur === f ? null : f));
  const close = () => setOpen(null);

  const list = (c: SecurityConfig) => {
    // The payee name is set once: after that it is locked (withdrawal cards must carry it).
    const items: { key: Item; title: string; value: string | null; form: ReactNode; once?: boolean }[] = [
      {
        key: 'nickname',
        title: t('mn_nickname'),
        value: c.nickname,
        // One rule with registration (the contract's); the hint states it before anything is typed.
        form: (
          <TextForm
            label={t('mn_nickname')}
            initial={c.nickname ?? ''}
            max={NICKNAME_RULE.maxLength}
            hint={t('mn_nickname_rule')}
            check={(v) => (isNickname(v) ? null : t('mn_nickname_rule'))}
            mutation={nickname}
            onDone={close}
          />
        ),
      },
      { key: 'email', title: t('mn_email'), value: c.email, form: <EmailForm onDone={close} /> },
      {
        key: 'payee',
        title: t('mn_payee_name'),
        value: c.payeeName,
        form: <TextForm label={t('mn_payee_name')} initial={c.payeeName ?? ''} max={MEMBER_LIMITS.payeeNameMax} hint={t('mn_payee_hint')} mutation={payee} onDone={close} />,
        once: true,
      },
    ];
    return (
      <ul className="mn-list mn-sec">
        {items.map((item) => {
          const locked = item.once === true && !!item.value;
          return (
            <Fragment key={item.key}>
              <SecurityItem
                title={item.title}
                state={item.value ?? t('mn_state_not_set')}
                ok={item.value !== null}
                action={locked ? t('mn_locked_value') : item.value ? t('mn_change') : t('mn_set')}
                expanded={open === item.key}
                onClick={() => (locked ? undefined : toggle(item.key))}
              />
              {open === item.key && !locked ? <SecurityPanel>{item.form}</SecurityPanel> : null}
            </Fragment>
          );
        })}
      </ul>
    );
  };
  return (
    <MoneyPage title={t('mn_settings')} testId="settings-page" realMoney>
      <WithSecurityConfig>{list}</WithSecurityConfig>
    </MoneyPage>
  );
}

interface TextFormProps {
  label: string;
  hint?: string;
  initial: string;
  max: number;
  /** The value's problem by the contract's rule (trimmed value), or null. Default: not empty. */
  check?: (value: string) => string | null;
  mutation: UseMutationResult<null, Error, string>;
  onDone: () => void;
}

function TextForm(p: TextFormProps) {
  const { t } = useMemberTranslation();
  const form = useForm({
    initial: { value: p.initial },
    validate: ({ value }) => {
      const v = value.trim();
      return p.check ? p.check(v) : v ? null : t('err_format');
    },
    onSubmit: async ({ value }) => {
      await p.mutation.mutateAsync(value.trim());
      p.onDone();
    },
  });
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate>
      <Field label={p.label} {...form.field('value')} maxLength={p.max} />
      {p.hint ? <p className="mn-note">{p.hint}</p> : null}
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_save')}
      </SubmitButton>
    </form>
  );
}

/** A new e-mail address and the code sent to it: the address is saved only with that code. */
function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useMemberTranslation();
  const mutation = useSetEmailMutation();
  const form = useForm({
    initial: { email: '', verificationCode: '' },
    validate: (v) => {
      const e: FieldErrors<typeof v> = {};
      if (!isEmail(v.email.trim())) e.email = t('mn_email_invalid');
      if (!isSmsCode(v.verificationCode)) e.verificationCode = t('mn_code_invalid');
      return e;
    },
    onSubmit: async (v) => {
      await mutation.mutateAsync({ email: v.email.trim(), verificationCode: v.verificationCode });
      onDone();
    },
  });
  const email = form.values.email.trim();
  const texts = { get: t('mn_get_code'), sending: t('mn_please_wait'), sent: t('mn_code_sent'), countdown: (seconds: number) => t('mn_code_countdown', { seconds }) };
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate>
      <Field label={t('mn_new_email')} {...form.field('email')} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.emailMax} />
      <DigitsField
        label={t('mn_email_code')}
        {...form.field('verificationCode')}
        autoComplete="one-time-code"
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        hint={t('mn_email_code_hint')}
        end={<CodeButton ready={isEmail(email)} notReadyText={t('mn_email_invalid')} send={() => emailChangeCodeCall(email)} texts={texts} />}
      />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_save')}
      </SubmitButton>
    </form>
  );
}
