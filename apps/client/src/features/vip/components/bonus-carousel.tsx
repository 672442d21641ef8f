import type { VipLevel } from '@wps/contract';
import { useState } from 'react';
import { IconChevron } from '../../../shared/ui/icons';
import { useVipTranslation } from '../i18n';
import { vipMoney } from './money';
import { ReadAllPopup } from './read-all-popup';
import { useSnap } from './use-snap';

/** Exclusive VIP bonus (spec part 2 s2, s9): one slide per level, numbered "n / 15", READ ALL shows every level at once. */
export function BonusCarousel({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const { strip, current, show, onScroll } = useSnap(levels.length);
  const [open, setOpen] = useState(false);

  return (
    <div className="vip-carousel" aria-roledescription="carousel" aria-label={t('vip_bonus_label')}>
      <div ref={strip} className="vip-strip" onScroll={onScroll} data-testid="vip-bonus-strip">
        {levels.map((l, i) => (
          <article
            key={l.level}
            className={l.level === currentLevel ? 'vip-slide vip-bonus-slide is-mine' : 'vip-slide vip-bonus-slide'}
            aria-roledescription="slide"
            aria-label={t('vip_level_card', { name: l.name, n: i + 1, count: levels.length })}
            data-testid="vip-bonus-slide"
          >
            <h3>{l.name}</h3>
            <ul className="vip-bonus-list">
              <li>
                <span>{t('vip_upgrade_bonus')}</span>
                <strong>{vipMoney(l.upgradeBonus)}</strong>
              </li>
              <li>
                <span>{t('vip_birthday_gift')}</span>
                <strong>{vipMoney(l.birthdayGift)}</strong>
              </li>
              <li>
                <span>{t('vip_monthly_bonus')}</span>
                <strong>{vipMoney(l.monthlyBonus)}</strong>
              </li>
              <li>
                <span>{t('vip_rebate')}</span>
                <strong>{t('vip_percent', { rate: l.rebateRate })}</strong>
              </li>
            </ul>
          </article>
        ))}
      </div>
      <div className="vip-pager">
        <button type="button" className="icon-btn vip-prev" aria-label={t('vip_prev')} disabled={current === 0} onClick={() => show(current - 1)}>
          <IconChevron />
        </button>
        <span className="vip-pager-text" data-testid="vip-bonus-pager" aria-live="polite">
          {current + 1} / {levels.length}
        </span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('vip_next_slide')}
          disabled={current >= levels.length - 1}
          onClick={() => show(current + 1)}
        >
          <IconChevron />
        </button>
      </div>
      <button type="button" className="btn vip-read-all" onClick={() => setOpen(true)} data-testid="vip-bonus-read-all">
        {t('vip_read_all')}
      </button>
      <ReadAllPopup open={open} onClose={() => setOpen(false)} title={t('vip_bonus_table_title')} testId="vip-bonus-detail">
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">{t('vip_level_col')}</th>
              <th scope="col">{t('vip_upgrade_bonus')}</th>
              <th scope="col">{t('vip_birthday_gift')}</th>
              <th scope="col">{t('vip_monthly_bonus')}</th>
              <th scope="col">{t('vip_rebate')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((l) => (
              <tr key={l.level} className={l.level === currentLevel ? 'is-mine' : undefined}>
                <th scope="row">{l.name}</th>
                <td>{vipMoney(l.upgradeBonus)}</td>
                <td>{vipMoney(l.birthdayGift)}</td>
                <td>{vipMoney(l.monthlyBonus)}</td>
                <td>{t('vip_percent', { rate: l.rebateRate })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReadAllPopup>
    </div>
  );
}
