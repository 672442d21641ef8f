import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '../../../shared/api/error-text';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useSecurityConfigQuery, useSetEmailMutation, useSetNicknameMutation, useSetPayeeNameMutation } from '../api/security';
import { SecurityItem } from '../components/security-item';
import { useMemberTranslation } from '../i18n';

type Field = 'nickname' | 'email' | 'payee';

/** Personal settings (/m/set): nickname, e-mail and payee name, each with its state. */
export default function SettingsPage() {
  const { t } = useMemberTranslation();
  const config = useSecurityConfigQuery();
  const nickname = useSetNicknameMutation();
  const email = useSetEmailMutation();
  const payee = useSetPayeeNameMutation();
  const [open, setOpen] = useState<Field | null>(null);

  let body;
  if (config.isPending) body = <ListSkeleton />;
  else if (config.isError) body = <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  else {
    const c = config.data;
    const toggle = (f: Field) => setOpen((cur) => (cur === f ? null : f));
    body = (
      <ul className="mn-list mn-sec">
        <SecurityItem
          title={t('mn_nickname')}
          state={c.nickname ?? t('mn_state_not_set')}
          ok={c.nickname !== null}
          action={c.nickname ? t('mn_change') : t('mn_set')}
          expanded={open === 'nickname'}
          onClick={() => toggle('nickname')}
        />
        {open === 'nickname' ? <TextForm label={t('mn_nickname')} initial={c.nickname ?? ''} max={32} mutation={nickname} onDone={() => setOpen(null)} /> : null}
        <SecurityItem
          title={t('mn_email')}
          state={c.email ?? t('mn_state_not_set')}
          ok={c.email !== null}
          action={c.email ? t('mn_change') : t('mn_set')}
          expanded={open === 'email'}
          onClick={() => toggle('email')}
        />
        {open === 'email' ? (
          <TextForm label={t('mn_email')} type="email" initial={c.email ?? ''} max={254} mutation={email} onDone={() => setOpen(null)} />
        ) : null}
        <SecurityItem
          title={t('mn_payee_name')}
          state={c.payeeName ?? t('mn_state_not_set')}
          ok={c.payeeName !== null}
          action={c.payeeName ? t('mn_locked_value') : t('mn_set')}
          expanded={open === 'payee'}
          onClick={() => (c.payeeName ? undefined : toggle('payee'))}
        />
        {open === 'payee' && !c.payeeName ? (
          <TextForm label={t('mn_payee_name')} hint={t('mn_payee_hint')} initial="" max={64} mutation={payee} onDone={() => setOpen(null)} />
        ) : null}
      </ul>
    );
  }
  return (
    <MoneyPage title={t('mn_settings')} testId="settings-page">
      {body}
    </MoneyPage>
  );
}

function TextForm(p: {
  label: string;
  hint?: string;
  type?: string;
  initial: string;
  max: number;
  mutation: UseMutationResult<null, Error, string>;
  onDone: () => void;
}) {
  const { t } = useMemberTranslation();
  const id = useId();
  const [value, setValue] = useState(p.initial);
  const [formError, setFormError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.mutation.isPending) return;
    const v = value.trim();
    if (!v || (p.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v))) return setFormError(t('err_format'));
    setFormError('');
    p.mutation.mutate(v, { onSuccess: p.onDone });
  };
  const error = formError || (p.mutation.isError ? errorText(p.mutation.error) : '');
  return (
    <form className="mn-form mn-card" onSubmit={submit} noValidate>
      <label className="field" htmlFor={id}>
        <span className="field-label">{p.label}</span>
        <input id={id} type={p.type ?? 'text'} maxLength={p.max} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      {p.hint ? <p className="mn-note">{p.hint}</p> : null}
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide" disabled={p.mutation.isPending}>
        {p.mutation.isPending ? t('mn_please_wait') : t('mn_save')}
      </button>
    </form>
  );
}
