import type { Banner } from '@wps/contract';
import { BANNER } from '@wps/contract/lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGamesTranslation } from '../i18n';

/**
 * Home banners (groups m_home / m_live, filtered by the server): autoplay 5 s, loop only with more than one.
 * A native scroll-snap strip: swiping is the browser's own, and the lobby does not pull in a gesture and spring
 * library (about 29 KB gzip) for one carousel.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const many = banners.length >= BANNER.loopMinCount;

  const show = (index: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };

  // The visible slide follows the scroll position, whoever moved it (finger, dot or timer).
  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  useEffect(() => {
    if (!many || paused) return;
    const timer = window.setInterval(() => {
      const el = strip.current;
      if (!el || document.hidden) return;
      const index = Math.round(el.scrollLeft / el.clientWidth);
      // Loop: after the last banner comes the first again.
      el.scrollTo({ left: ((index + 1) % banners.length) * el.clientWidth, behavior: 'smooth' });
    }, BANNER.autoplayMs);
    return () => window.clearInterval(timer);
  }, [many, paused, banners.length]);

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
      <div ref={strip} className="g-banner-strip" onScroll={onScroll}>
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="g-banner"
            aria-roledescription="slide"
            aria-label={t('games_banner_n', { n: i + 1, count: banners.length, title: b.title })}
            onClick={() => b.linkUrl && navigate(b.linkUrl)}
          >
            <img src={b.imageUrl} alt={b.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </div>
      {many ? (
        <div className="g-banner-dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.id} className={i === current ? 'g-dot is-on' : 'g-dot'} onClick={() => show(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
