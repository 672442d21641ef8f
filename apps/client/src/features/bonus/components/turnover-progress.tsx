import type { BonusSource } from '@wps/contract';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ProgressBar } from '../../../shared/ui/progress-bar';
import { useTurnoverQuery } from '../api/turnover';
import '../bonus.css';
import { useBonusTranslation } from '../i18n';

const SOURCE_KEYS: Record<BonusSource, string> = {
  deposit: 'bonus_source_deposit',
  'sign-in': 'bonus_source_sign_in',
  application: 'bonus_source_application',
  vip: 'bonus_source_vip',
  referral: 'bonus_source_referral',
  manual: 'bonus_source_manual',
  mission: 'bonus_source_mission',
  raffle: 'bonus_source_raffle',
  mall: 'bonus_source_mall',
  rebate: 'bonus_source_rebate',
};

/**
 * What the member still has to wager before a withdrawal ("¥1,240.00 of ¥3,000.00 wagered"), in all and per open bonus.
 * Shows nothing while loading, on failure (the withdrawal itself then says why it is refused) or when nothing is open.
 */
export function TurnoverProgress() {
  const { t } = useBonusTranslation();
  const money = useMoneyFormat();
  const { data } = useTurnoverQuery();
  if (!data || data.open.length === 0) return null;
  const title = t('bonus_turnover_title');
  return (
    <section className="bonus-turnover" data-testid="turnover-progress" aria-label={title}>
      <h2 className="bonus-turnover-title">{title}</h2>
      <p className="bonus-turnover-sum" data-testid="turnover-sum">
        {t('bonus_turnover_progress', { wagered: money(data.wagered), required: money(data.required) })}
      </p>
      <ProgressBar label={title} have={data.wagered} need={data.required} />
      <ul className="bonus-turnover-list">
        {data.open.map((b) => (
          <li key={b.id}>
            <span>
              {t(SOURCE_KEYS[b.source])} · {money(b.bonus)}
            </span>
            <span>
              {money(b.wagered)} / {money(b.required)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mn-note">{t('bonus_turnover_note')}</p>
    </section>
  );
}
