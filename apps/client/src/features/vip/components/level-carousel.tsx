import type { VipLevel } from '@wps/contract';
import { useEffect } from 'react';
import { useVipTranslation } from '../i18n';
import { vipMoney } from './money';
import { useSnap } from './use-snap';
import { Pager } from './vip-parts';

/** VIP level section (spec part 2 s2, s9): one card per level with its thresholds and notes; the member's own is marked. */
export function LevelCarousel({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const { strip, current, show, onScroll } = useSnap(levels.length);

  // Open on the member's own card.
  useEffect(() => {
    if (currentLevel) show(levels.findIndex((l) => l.level === currentLevel), false);
  }, [currentLevel, levels, show]);

  return (
    <div className="vip-carousel" aria-roledescription="carousel" aria-label={t('vip_levels_label')}>
      <div ref={strip} className="vip-strip" onScroll={onScroll} data-testid="vip-level-strip">
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
              <dl className="vip-card-facts">
                <div>
                  <dt>{t('vip_req_deposit')}</dt>
                  <dd>{vipMoney(l.deposit)}</dd>
                </div>
                <div>
                  <dt>{t('vip_req_bet')}</dt>
                  <dd>{vipMoney(l.validBet)}</dd>
                </div>
              </dl>
              <p className="vip-card-notes">{l.notes}</p>
            </article>
          );
        })}
      </div>
      <Pager current={current} count={levels.length} show={show} testId="vip-level-pager">
        {levels[current]?.name}
      </Pager>
    </div>
  );
}
