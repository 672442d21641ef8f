import '../../../shared/ui/antd-setup';
import Swiper from 'antd-mobile/es/components/swiper';
import type { Banner } from '@wps/contract';
import { BANNER } from '@wps/contract/lite';
import { useNavigate } from 'react-router';
import { useGamesTranslation } from '../i18n';

/** Home banners (groups m_home / m_live, filtered by the server): autoplay 5 s, loop only with more than one. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const many = banners.length >= BANNER.loopMinCount;
  return (
    <section className="g-banners" aria-roledescription="carousel" aria-label={t('games_banners')} data-testid="home-banners">
      <Swiper autoplay={many} autoplayInterval={BANNER.autoplayMs} loop={many} indicator={many ? undefined : () => null}>
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className="g-banner"
              aria-label={t('games_banner_n', { n: i + 1, count: banners.length, title: b.title })}
              onClick={() => b.linkUrl && navigate(b.linkUrl)}
            >
              <img src={b.imageUrl} alt={b.title} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
