import type { VipProgress } from '@wps/contract';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ProgressBar } from '../../../shared/ui/progress-bar';
import { useVipTranslation } from '../i18n';

function Bar({ label, have, need, missing, testId }: { label: string; have: string; need: string; missing: string; testId: string }) {
  const { t } = useVipTranslation();
  const money = useMoneyFormat();
  return (
    <div className="vip-bar" data-testid={testId}>
      <div className="vip-bar-head">
        <span>{label}</span>
        <span>
          <span data-testid={`${testId}-have`}>{money(have)}</span> / {money(need)}
        </span>
      </div>
      <ProgressBar label={label} have={have} need={need} />
      <div className="vip-bar-missing" data-testid={`${testId}-missing`}>
        {Number(missing) > 0 ? t('vip_missing', { amount: money(missing) }) : t('vip_met')}
      </div>
    </div>
  );
}

/** The member's level and the way to the next one, one bar per threshold. */
export function ProgressCard({ progress: p }: { progress: VipProgress }) {
  const { t } = useVipTranslation();
  const money = useMoneyFormat();
  return (
    <div className="vip-progress" data-testid="vip-progress" data-level={p.level}>
      <p className="vip-progress-level">
        {p.name ? t('vip_current', { name: p.name }) : t('vip_no_level')}
      </p>
      {p.next ? (
        <>
          <p className="vip-progress-next">{t('vip_next', { name: p.next.name })}</p>
          <Bar label={t('vip_deposit')} have={p.deposit} need={p.next.deposit} missing={p.next.depositMissing} testId="vip-progress-deposit" />
          <Bar label={t('vip_valid_bet')} have={p.validBet} need={p.next.validBet} missing={p.next.validBetMissing} testId="vip-progress-bet" />
        </>
      ) : (
        <>
          <p className="vip-progress-next">{t('vip_top_level')}</p>
          <p className="vip-progress-totals">
            {t('vip_deposit')}: <span data-testid="vip-progress-deposit-have">{money(p.deposit)}</span> · {t('vip_valid_bet')}:{' '}
            <span data-testid="vip-progress-bet-have">{money(p.validBet)}</span>
          </p>
        </>
      )}
    </div>
  );
}
