import type { VipLevel } from '@wps/contract';
import type { ReactNode } from 'react';
import { IconChevron } from '../../../shared/ui/icons';
import { useVipTranslation } from '../i18n';

export const BENEFITS = ['upgrade', 'birthday', 'monthly', 'rebate', 'withdraw', 'tour'] as const;

/** Previous / next under a carousel, with what is shown between them. */
export function Pager({
  current,
  count,
  show,
  testId,
  children,
}: {
  current: number;
  count: number;
  show: (index: number) => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useVipTranslation();
  return (
    <div className="vip-pager">
      <button type="button" className="icon-btn vip-prev" aria-label={t('vip_prev')} disabled={current === 0} onClick={() => show(current - 1)}>
        <IconChevron />
      </button>
      <span className="vip-pager-text" data-testid={testId} aria-live="polite">
        {children}
      </span>
      <button type="button" className="icon-btn" aria-label={t('vip_next_slide')} disabled={current >= count - 1} onClick={() => show(current + 1)}>
        <IconChevron />
      </button>
    </div>
  );
}

/** Every level in one table (the READ ALL overlays), the member's own row marked. */
export function LevelTable({
  levels,
  currentLevel,
  columns,
}: {
  levels: VipLevel[];
  currentLevel: number | null;
  columns: { title: string; cell: (level: VipLevel) => ReactNode }[];
}) {
  const { t } = useVipTranslation();
  return (
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
