import type { BenefitLanding, VipBenefits } from '@wps/contract';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ErrorState } from '../../../shared/ui/list-states';
import { useVipBenefitsQuery } from '../api/vip';
import { useVipTranslation } from '../i18n';

function Benefit({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="vip-periodic-item" data-testid={testId} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Body({ b }: { b: VipBenefits }) {
  const { t, lng } = useVipTranslation();
  const money = useMoneyFormat();
  const landing = (l: BenefitLanding) => <p className="vip-periodic-landing">{t(l === 'wallet' ? 'vip_lands_wallet' : 'vip_lands_reward')}</p>;
  const none = (amount: string) => Number(amount) <= 0;
  return (
    <>
      <Benefit title={t('vip_rebate')} testId="vip-periodic-rebate">
        <p className="vip-periodic-value">
          {t('vip_rebate_rate', { rate: formatNumber(Number(b.rebate.rate) / 100, lng, { style: 'percent', minimumFractionDigits: 2 }) })}
        </p>
        {landing(b.rebate.landing)}
        {b.rebate.recent.length ? (
          <ul className="vip-periodic-list" aria-label={t('vip_rebate_recent')}>
            {b.rebate.recent.map((r) => (
              <li key={r.period}>
                <span>{formatDate(r.period, lng)}</span>
                <span className="vip-periodic-amount">{money(r.amount, { sign: true })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="vip-periodic-note">{t('vip_rebate_none')}</p>
        )}
      </Benefit>
      <Benefit title={t('vip_monthly_bonus')} testId="vip-periodic-monthly">
        {none(b.monthly.amount) ? (
          <p className="vip-periodic-note">{t('vip_not_at_level')}</p>
        ) : (
          <>
            <p className="vip-periodic-value">{money(b.monthly.amount)}</p>
            <p>{t('vip_monthly_next', { date: formatDate(b.monthly.nextDate, lng) })}</p>
            {b.monthly.eligible ? null : <p className="vip-periodic-note">{t('vip_monthly_needs_bet')}</p>}
            {landing(b.monthly.landing)}
          </>
        )}
      </Benefit>
      <Benefit title={t('vip_birthday_gift')} testId="vip-periodic-birthday">
        {none(b.birthday.amount) ? (
          <p className="vip-periodic-note">{t('vip_not_at_level')}</p>
        ) : (
          <>
            <p className="vip-periodic-value">{money(b.birthday.amount)}</p>
            <p data-state={b.birthday.state}>
              {b.birthday.state === 'none'
                ? t('vip_birthday_none')
                : t(b.birthday.state === 'paid' ? 'vip_birthday_paid' : 'vip_birthday_next', { date: formatDate(b.birthday.nextDate ?? '', lng) })}
            </p>
            {landing(b.birthday.landing)}
          </>
        )}
      </Benefit>
    </>
  );
}

/** The member's periodic benefits at the current level (issue 14): daily rebate, monthly bonus, birthday gift. */
export function PeriodicBenefits() {
  const { t } = useVipTranslation();
  const q = useVipBenefitsQuery(true);
  return (
    <div className="vip-periodic" data-testid="vip-periodic">
      <h2 className="vip-rules-title">{t('vip_periodic_title')}</h2>
      {q.isPending ? <div className="sk sk-block vip-sk-progress" aria-busy="true" /> : null}
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : null}
      {q.data ? <Body b={q.data} /> : null}
    </div>
  );
}
