import { Fragment, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SecurityConfig } from '@wps/contract';
import { ACCOUNT_LIMITS, MEMBER_LIMITS, isEmail } from '@wps/contract/lite';
import { Field, FormError, SubmitButton, useForm } from '../../../shared/ui/form';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useSetEmailMutation, useSetNicknameMutation, useSetPayeeNameMutation } from '../api/security';
import { WithSecurityConfig } from '../components/security-config';
import { SecurityItem } from '../components/security-item';
import { useMemberTranslation } from '../i18n';

type Item = 'nickname' | 'email' | 'payee';

/** Personal settings (/m/set): nickname, e-mail and payee name, each with its state. */
export default function SettingsPage() {
  const { t } = useMemberTranslation();
  const nickname = useSetNicknameMutation();
  const email = useSetEmailMutation();
  const payee = useSetPayeeNameMutation();
  const [open, setOpen] = useState<Item | null>(null);
  const toggle = (f: Item) => setOpen((cur) => (cur === f ? null : f));

  const list = (c: SecurityConfig) => {
    // The payee name is set once: after that it is locked (withdrawal cards must carry it).
    const items: { key: Item; title: string; value: string | null; form: Omit<TextFormProps, 'label' | 'initial' | 'onDone'>; once?: boolean }[] = [
      { key: 'nickname', title: t('mn_nickname'), value: c.nickname, form: { max: MEMBER_LIMITS.nicknameMax, mutation: nickname } },
      { key: 'email', title: t('mn_email'), value: c.email, form: { max: ACCOUNT_LIMITS.emailMax, mutation: email, type: 'email' } },
      { key: 'payee', title: t('mn_payee_name'), value: c.payeeName, form: { max: MEMBER_LIMITS.payeeNameMax, mutation: payee, hint: t('mn_payee_hint') }, once: true },
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
              {open === item.key && !locked ? <TextForm {...item.form} label={item.title} initial={item.value ?? ''} onDone={() => setOpen(null)} /> : null}
            </Fragment>
          );
        })}
      </ul>
    );
  };
  return (
    <MoneyPage title={t('mn_settings')} testId="settings-page">
      <WithSecurityConfig>{list}</WithSecurityConfig>
    </MoneyPage>
  );
}

interface TextFormProps {
  label: string;
  hint?: string;
  type?: 'email';
  initial: string;
  max: number;
  mutation: UseMutationResult<null, Error, string>;
  onDone: () => void;
}

function TextForm(p: TextFormProps) {
  const { t } = useMemberTranslation();
  const form = useForm({
    initial: { value: p.initial },
    validate: ({ value }) => {
      const v = value.trim();
      return !v || (p.type === 'email' && !isEmail(v)) ? t('err_format') : null;
    },
    onSubmit: async ({ value }) => {
      await p.mutation.mutateAsync(value.trim());
      p.onDone();
    },
  });
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate>
      <Field label={p.label} {...form.field('value')} type={p.type ?? 'text'} maxLength={p.max} />
      {p.hint ? <p className="mn-note">{p.hint}</p> : null}
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('mn_save')}
      </SubmitButton>
    </form>
  );
}
