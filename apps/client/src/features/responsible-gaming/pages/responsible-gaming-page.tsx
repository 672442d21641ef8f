import '../responsible-gaming.css';
import { useId, useState } from 'react';
import { RG_EXCLUSION_MONTHS, RG_LIMIT_KINDS, RG_PERIODS, RG_TIMEOUT_HOURS, TOAST_MS, type RgLimitKind, type RgPeriod } from '@wps/contract/lite';
import type { RgLimit, RgState } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { clearSession } from '../../../shared/session/session-store';
import { useSettings } from '../../../shared/system/system-store';
import { showToast } from '../../../shared/ui/feedback';
import { AmountField, Chips, FormError, FormSuccess, PasswordField, Select, SubmitButton, useForm } from '../../../shared/ui/form';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { PlaySettings } from '../components/play-settings';
import { Statement } from '../components/statement';
import { useExcludeMutation, useRgStateQuery, useSetLimitMutation, useTimeoutMutation } from '../api/responsible-gaming';
import { useRgTranslation } from '../i18n';

/**
 * Responsible gaming (/m/responsibleGaming, issue 29): the member's deposit, loss and wager limits with their use and
 * the raises waiting, and a time-out or self-exclusion confirmed by password. The server checks every rule; this page
 * only sets them. Members only (the member centre, the security centre and the home footer link here).
 */
export default function ResponsibleGamingPage() {
  const { t } = useRgTranslation();
  return (
    <MoneyPage title={t('rg_title')} testId="rg-page" realMoney>
      <p className="mn-note">{t('rg_intro')}</p>
      <RgBody />
      <p className="mn-note">{t('rg_help')}</p>
    </MoneyPage>
  );
}

function RgBody() {
  const q = useRgStateQuery();
  if (q.isPending) return <ListSkeleton rows={3} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <ActiveBreak state={q.data} />
      <LimitsSection limits={q.data.limits} />
      <PlaySettings play={q.data.play} />
      <Statement />
      <BreakForm kind="timeout" />
      <BreakForm kind="exclusion" />
    </>
  );
}

function ActiveBreak({ state }: { state: RgState }) {
  const { t, lng } = useRgTranslation();
  const b = state.active;
  if (!b) return null;
  const text = b.until === null ? t('rg_active_forever') : t(b.kind === 'timeout' ? 'rg_active_timeout' : 'rg_active_exclusion', { at: formatDateTime(b.until, lng) });
  return (
    <p className="rg-active" role="status" data-testid="rg-active">
      {text}
    </p>
  );
}

function useMoney() {
  const symbol = useSettings()?.currency.symbol ?? '';
  return (amount: string) => `${symbol}${amount}`;
}

function LimitsSection({ limits }: { limits: RgLimit[] }) {
  const { t } = useRgTranslation();
  const id = useId();
  return (
    <section className="rg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('rg_limits')}</h2>
      <p className="mn-note">{t('rg_limits_rule')}</p>
      {RG_LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={limits.filter((l) => l.kind === kind)} />
      ))}
    </section>
  );
}

/** One kind of limit: its three windows as they stand, and the form that changes one of them. */
function LimitCard({ kind, limits }: { kind: RgLimitKind; limits: RgLimit[] }) {
  const { t, lng } = useRgTranslation();
  const money = useMoney();
  const id = useId();
  const mutation = useSetLimitMutation();
  const [saved, setSaved] = useState('');
  const form = useForm({
    initial: { period: 'day' as string, amount: '' },
    validate: (v) => (Number(v.amount) > 0 ? null : { amount: t('rg_amount_invalid') }),
    onSubmit: (v) => change(v.period as RgPeriod, v.amount),
  });
  async function change(period: RgPeriod, amount: string | null) {
    setSaved('');
    const limit = await mutation.mutateAsync({ kind, period, amount });
    setSaved(limit.pending ? t('rg_saved_later', { at: formatDateTime(limit.pending.effectiveAt, lng) }) : t('rg_saved_now'));
  }
  const remove = () => {
    form.setError('');
    change(form.values.period as RgPeriod, null).catch((e: unknown) => form.setError(errorText(e)));
  };
  return (
    <form className="mn-card rg-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`} data-testid={`rg-limit-${kind}`}>
      <h3 id={`${id}-title`}>{t(`rg_kind_${kind}`)}</h3>
      <p className="mn-note">{t(`rg_kind_${kind}_note`)}</p>
      <dl className="rg-limits">
        {RG_PERIODS.map((period) => {
          const l = limits.find((x) => x.period === period);
          return (
            <div key={period} className="rg-limit" data-testid={`rg-limit-${kind}-${period}`}>
              <dt>{t(`rg_period_${period}`)}</dt>
              <dd>
                <strong>{l?.amount ? money(l.amount) : t('rg_no_limit')}</strong>
                {l?.amount ? <span className="rg-used">{t('rg_used', { used: money(l.used) })}</span> : null}
                {l?.pending ? (
                  <span className="rg-pending">
                    {l.pending.amount === null
                      ? t('rg_pending_remove', { at: formatDateTime(l.pending.effectiveAt, lng) })
                      : t('rg_pending_raise', { amount: money(l.pending.amount), at: formatDateTime(l.pending.effectiveAt, lng) })}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <Select label={t('rg_period')} {...form.field('period')} options={RG_PERIODS.map((p) => ({ value: p, label: t(`rg_period_${p}`) }))} />
      <AmountField label={t('rg_amount')} {...form.field('amount')} />
      <FormError>{form.error}</FormError>
      {saved ? <FormSuccess>{saved}</FormSuccess> : null}
      <div className="rg-actions">
        <SubmitButton busy={form.busy || mutation.isPending}>{t('rg_save')}</SubmitButton>
        <button type="button" className="btn btn-outline btn-wide" onClick={remove} disabled={mutation.isPending}>
          {t('rg_remove')}
        </button>
      </div>
    </form>
  );
}

/**
 * A time-out or self-exclusion: its lengths, what it means, the login password. The server ends every session of
 * the member when it starts, so the page forgets this one and says so.
 */
function BreakForm({ kind }: { kind: 'timeout' | 'exclusion' }) {
  const { t } = useRgTranslation();
  const id = useId();
  const timeout = useTimeoutMutation();
  const exclude = useExcludeMutation();
  const options =
    kind === 'timeout'
      ? RG_TIMEOUT_HOURS.map((h) => ({ value: String(h), label: t(`rg_hours_${h}`) }))
      : [...RG_EXCLUSION_MONTHS.map((m) => ({ value: String(m), label: t(`rg_months_${m}`) })), { value: 'forever', label: t('rg_months_forever') }];
  const form = useForm({
    initial: { length: options[0]!.value, password: '' },
    validate: (v) => (v.password ? null : { password: t('rg_password_required') }),
    onSubmit: async (v) => {
      if (kind === 'timeout') await timeout.mutateAsync({ hours: Number(v.length) as 24, password: v.password });
      else await exclude.mutateAsync({ months: v.length === 'forever' ? null : (Number(v.length) as 6), password: v.password });
      void showToast(t('rg_break_started'), TOAST_MS.default);
      clearSession();
    },
  });
  return (
    <form className="mn-card rg-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`} data-testid={`rg-${kind}`}>
      <h2 id={`${id}-title`}>{t(kind === 'timeout' ? 'rg_timeout' : 'rg_exclusion')}</h2>
      <p className="rg-consequences">{t(kind === 'timeout' ? 'rg_timeout_note' : 'rg_exclusion_note')}</p>
      <Chips label={t('rg_timeout_length')} value={form.values.length} onChange={(v) => form.set('length', v)} options={options} />
      <PasswordField label={t('rg_password')} {...form.field('password')} autoComplete="current-password" revealable />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy}>{t(kind === 'timeout' ? 'rg_confirm_timeout' : 'rg_confirm_exclusion')}</SubmitButton>
    </form>
  );
}
