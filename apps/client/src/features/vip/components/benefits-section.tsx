import type { VipLevel } from '@wps/contract';
import { useState } from 'react';
import { useVipTranslation } from '../i18n';
import { vipMoney } from './money';
import { ReadAllPopup } from './read-all-popup';

export const BENEFITS = ['upgrade', 'birthday', 'monthly', 'rebate', 'withdraw', 'tour'] as const;

/** Benefits and description (spec part 2 s2): what each benefit is; READ ALL shows the withdrawal and tour terms per level. */
export function BenefitsSection({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul className="vip-benefits">
        {BENEFITS.map((b) => (
          <li key={b}>
            <strong>{t(`vip_benefit_${b}`)}</strong>
            <span>{t(`vip_benefit_${b}_desc`)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn vip-read-all" onClick={() => setOpen(true)} data-testid="vip-benefits-read-all">
        {t('vip_read_all')}
      </button>
      <ReadAllPopup open={open} onClose={() => setOpen(false)} title={t('vip_benefits_table_title')} testId="vip-benefits-detail">
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">{t('vip_level_col')}</th>
              <th scope="col">{t('vip_withdrawals')}</th>
              <th scope="col">{t('vip_withdraw_limit')}</th>
              <th scope="col">{t('vip_tour')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={l.level === currentLevel ? 'is-mine' : undefined}>
                <th scope="row">{l.name}</th>
                <td>{l.dailyWithdrawals}</td>
                <td>{vipMoney(l.dailyWithdrawLimit)}</td>
                <td>{l.exclusiveTour ? t('vip_yes') : t('vip_no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="vip-benefits vip-benefits-detail">
          {BENEFITS.map((b) => (
            <li key={b}>
              <strong>{t(`vip_benefit_${b}`)}</strong>
              <span>{t(`vip_benefit_${b}_desc`)}</span>
            </li>
          ))}
        </ul>
      </ReadAllPopup>
    </>
  );
}

/** The VIP rules text (spec part 2 s2), six translated bullets. */
export function VipRules() {
  const { t } = useVipTranslation();
  return (
    <ul className="vip-rules" data-testid="vip-rules">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <li key={n}>{t(`vip_rule_${n}`)}</li>
      ))}
    </ul>
  );
}
