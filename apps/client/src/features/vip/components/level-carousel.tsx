import type { VipLevel } from '@wps/contract';
import { useEffect } from 'react';
import { SnapStrip, useSnapStrip } from '../../../shared/ui/snap-strip';
import { useVipTranslation } from '../i18n';
import { LevelFacts, useThresholdFacts } from './vip-parts';

/** VIP level section (spec part 2 s2, s9): one card per level with its thresholds and notes; the member's own is marked. */
export function LevelCarousel({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const snap = useSnapStrip(levels.length);
  const thresholds = useThresholdFacts();
  const { show } = snap;

  // Open on the member's own card.
  useEffect(() => {
    if (currentLevel) show(levels.findIndex((l) => l.level === currentLevel), false);
  }, [currentLevel, levels, show]);

  return (
    <div className="vip-carousel" aria-roledescription="carousel" aria-label={t('vip_levels_label')}>
      <SnapStrip
        snap={snap}
        className="vip-strip"
        label={t('vip_levels_label')}
        testId="vip-level-strip"
        controls={{ prev: t('vip_prev'), next: t('vip_next_slide'), status: levels[snap.current]?.name, testId: 'vip-level-pager' }}
      >
        {levels.map((l, i) => {
          const mine = l.level === currentLevel;
          return (
            <article
              key={l.level}
              className={mine ? 'vip-slide vip-level-card is-mine' : 'vip-slide vip-level-card'}
              aria-roledescription="slide"
              aria-label={t('vip_level_card', { name: l.name, n: i + 1, count: levels.length })}
              aria-current={mine ? 'true' : undefined}
              data-testid="vip-level-card"
              data-level={l.level}
            >
              <div className="vip-card-head">
                <h3>{l.name}</h3>
                {mine ? <span className="vip-badge">{t('vip_your_level')}</span> : null}
              </div>
              <LevelFacts level={l} facts={thresholds} className="vip-card-facts" />
              <p className="vip-card-notes">{l.notes}</p>
            </article>
          );
        })}
      </SnapStrip>
    </div>
  );
}
