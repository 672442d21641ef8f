import type { Banner } from '@wps/contract';
import { BANNER } from '@wps/contract/lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SnapStrip, stripIndex, useSnapStrip } from '../../../shared/ui/snap-strip';
import { useGamesTranslation } from '../i18n';

/** A site path opens in the app; an operator's outside address (http or https) in a new tab, without the opener. */
function openBannerLink(url: string, navigate: (to: string) => void): void {
  if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else navigate(url);
}

/**
 * Home banners (groups m_home / m_live, filtered by the server): autoplay 5 s, loop only with more than one.
 * A native scroll-snap strip: swiping is the browser's own, and the lobby does not pull in a gesture and spring
 * library (about 29 KB gzip) for one carousel.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const snap = useSnapStrip(banners.length);
  const { strip, show } = snap;
  const [paused, setPaused] = useState(false);
  const many = banners.length >= BANNER.loopMinCount;

  useEffect(() => {
    if (!many || paused) return;
    const timer = window.setInterval(() => {
      const el = strip.current;
      if (!el || document.hidden) return;
      // Loop: after the last banner comes the first again.
      show((stripIndex(el, banners.length) + 1) % banners.length);
    }, BANNER.autoplayMs);
    return () => window.clearInterval(timer);
  }, [many, paused, banners.length, strip, show]);

  if (banners.length === 0) return null;
  return (
    <section
      className="g-banners"
      aria-roledescription="carousel"
      aria-label={t('games_banners')}
      data-testid="home-banners"
      onPointerDown={() => setPaused(true)}
      onPointerUp={() => setPaused(false)}
      onPointerCancel={() => setPaused(false)}
    >
      <SnapStrip snap={snap} className="g-banner-strip">
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="g-banner"
            aria-roledescription="slide"
            aria-label={t('games_banner_n', { n: i + 1, count: banners.length, title: b.title })}
            onClick={() => b.linkUrl && openBannerLink(b.linkUrl, navigate)}
          >
            <img src={b.imageUrl} alt={b.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </SnapStrip>
      {many ? (
        <div className="g-banner-dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === snap.current ? 'g-dot is-on' : 'g-dot'} onClick={() => show(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
