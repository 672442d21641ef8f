import type { VipLevel } from '@wps/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useVipTranslation } from '../i18n';

export const BENEFITS = ['upgrade', 'birthday', 'monthly', 'rebate', 'withdraw', 'tour'] as const;

/** One thing a level brings: its title and how a level shows it (a table column, a line of a card). */
export interface LevelFact {
  title: string;
  cell: (level: VipLevel) => ReactNode;
}

/** What a level takes to reach (the level cards). */
export function useThresholdFacts(): LevelFact[] {
  const { t } = useVipTranslation();
  const money = useMoneyFormat();
  return [
    { title: t('vip_req_deposit'), cell: (l) => money(l.deposit) },
    { title: t('vip_req_bet'), cell: (l) => money(l.validBet) },
  ];
}

/** A level's bonuses (the bonus slides and their READ ALL table, the member's own benefits). */
export function useBonusFacts(): LevelFact[] {
  const { t, lng } = useVipTranslation();
  const money = useMoneyFormat();
  return [
    { title: t('vip_upgrade_bonus'), cell: (l) => money(l.upgradeBonus) },
    { title: t('vip_birthday_gift'), cell: (l) => money(l.birthdayGift) },
    { title: t('vip_monthly_bonus'), cell: (l) => money(l.monthlyBonus) },
    { title: t('vip_rebate'), cell: (l) => formatNumber(Number(l.rebateRate) / 100, lng, { style: 'percent', minimumFractionDigits: 2 }) },
  ];
}

/** A level's withdrawal and tour terms (the benefits READ ALL table, the member's own benefits). */
export function useTermFacts(): LevelFact[] {
  const { t, lng } = useVipTranslation();
  const money = useMoneyFormat();
  return [
    { title: t('vip_withdrawals'), cell: (l) => formatNumber(l.dailyWithdrawals, lng) },
    { title: t('vip_withdraw_limit'), cell: (l) => money(l.dailyWithdrawLimit) },
    { title: t('vip_tour'), cell: (l) => (l.exclusiveTour ? t('vip_yes') : t('vip_no')) },
  ];
}

/** One level's facts as a definition list. */
export function LevelFacts({ level, facts, className, testId }: { level: VipLevel; facts: LevelFact[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map((f) => (
        <div key={f.title}>
          <dt>{f.title}</dt>
          <dd>{f.cell(level)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every level in one table (the READ ALL overlays), the member's own row marked. Amounts are never split: on a phone
 * too narrow for all columns the table scrolls sideways (a focusable region, so keys scroll it too).
 */
export function LevelTable({
  levels,
  currentLevel,
  columns,
  label,
}: {
  levels: VipLevel[];
  currentLevel: number | null;
  columns: LevelFact[];
  label: string;
}) {
  const { t } = useVipTranslation();
  return (
    <div className="vip-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="vip-table">
        <thead>
          <tr>
            <th scope="col">{t('vip_level_col')}</th>
            {columns.map((c) => (
              <th key={c.title} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} className={l.level === currentLevel ? 'is-mine' : undefined}>
              <th scope="row">{l.name}</th>
              {columns.map((c) => (
                <td key={c.title}>{c.cell(l)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each benefit is. */
export function BenefitList({ className = 'vip-benefits' }: { className?: string }) {
  const { t } = useVipTranslation();
  return (
    <ul className={className}>
      {BENEFITS.map((b) => (
        <li key={b}>
          <strong>{t(`vip_benefit_${b}`)}</strong>
          <span>{t(`vip_benefit_${b}_desc`)}</span>
        </li>
      ))}
    </ul>
  );
}
