import type { VipLevel } from '@wps/contract';
import { useState } from 'react';
import { useVipTranslation } from '../i18n';
import { vipMoney } from './money';
import { ReadAllPopup } from './read-all-popup';
import { useSnap } from './use-snap';
import { LevelTable, Pager } from './vip-parts';

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
      <Pager current={current} count={levels.length} show={show} testId="vip-bonus-pager">
        {current + 1} / {levels.length}
      </Pager>
      <button type="button" className="btn vip-read-all" onClick={() => setOpen(true)} data-testid="vip-bonus-read-all">
        {t('vip_read_all')}
      </button>
      <ReadAllPopup open={open} onClose={() => setOpen(false)} title={t('vip_bonus_table_title')} testId="vip-bonus-detail">
        <LevelTable
          levels={levels}
          currentLevel={currentLevel}
          columns={[
            { title: t('vip_upgrade_bonus'), cell: (l) => vipMoney(l.upgradeBonus) },
            { title: t('vip_birthday_gift'), cell: (l) => vipMoney(l.birthdayGift) },
            { title: t('vip_monthly_bonus'), cell: (l) => vipMoney(l.monthlyBonus) },
            { title: t('vip_rebate'), cell: (l) => t('vip_percent', { rate: l.rebateRate }) },
          ]}
        />
      </ReadAllPopup>
    </div>
  );
}
