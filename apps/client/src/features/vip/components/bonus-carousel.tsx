import type { VipLevel } from '@wps/contract';
import { useState } from 'react';
import { SnapStrip, useSnapStrip } from '../../../shared/ui/snap-strip';
import { useVipTranslation } from '../i18n';
import { ReadAllPopup } from './read-all-popup';
import { LevelTable, useBonusFacts } from './vip-parts';

/** Exclusive VIP bonus (spec part 2 s2, s9): one slide per level, numbered "n / 15", READ ALL shows every level at once. */
export function BonusCarousel({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const snap = useSnapStrip(levels.length);
  const bonuses = useBonusFacts();
  const [open, setOpen] = useState(false);

  return (
    <div className="vip-carousel" aria-roledescription="carousel" aria-label={t('vip_bonus_label')}>
      <SnapStrip
        snap={snap}
        className="vip-strip"
        label={t('vip_bonus_label')}
        testId="vip-bonus-strip"
        controls={{ prev: t('vip_prev'), next: t('vip_next_slide'), status: `${snap.current + 1} / ${levels.length}`, testId: 'vip-bonus-pager' }}
      >
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
              {bonuses.map((f) => (
                <li key={f.title}>
                  <span>{f.title}</span>
                  <strong>{f.cell(l)}</strong>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </SnapStrip>
      <button type="button" className="btn vip-read-all" onClick={() => setOpen(true)} data-testid="vip-bonus-read-all">
        {t('vip_read_all')}
      </button>
      <ReadAllPopup open={open} onClose={() => setOpen(false)} title={t('vip_bonus_table_title')} testId="vip-bonus-detail">
        <LevelTable levels={levels} currentLevel={currentLevel} columns={bonuses} label={t('vip_bonus_table_title')} />
      </ReadAllPopup>
    </div>
  );
}
