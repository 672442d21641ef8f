import '../vip.css';
import { isAgentForMenus } from '@wps/contract/lite';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconHome } from '../../../shared/ui/icons';
import { memberAccess } from '../../../shared/session/member-access';
import { useSession } from '../../../shared/session/session-store';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { useVipLevelsQuery, useVipProgressQuery } from '../api/vip';
import { BenefitsSection, VipRules } from '../components/benefits-section';
import { BonusCarousel } from '../components/bonus-carousel';
import { LevelCarousel } from '../components/level-carousel';
import { ProgressCard } from '../components/progress-card';
import { VipTopBar } from '../components/top-bar';
import { IconCrown, IconGift, IconStar } from '../components/vip-icons';
import { useVipTranslation } from '../i18n';

const SECTIONS = [
  { id: 'home', icon: <IconHome size={20} /> },
  { id: 'level', icon: <IconCrown size={20} /> },
  { id: 'bonus', icon: <IconGift size={20} /> },
  { id: 'benefits', icon: <IconStar size={20} /> },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** VIP club (/m/vip, spec part 2 s2): levels, bonuses, benefits and rules for everyone; the member's own progress. */
export default function VipPage() {
  const { t, lng } = useVipTranslation();
  const session = useSession();
  const access = memberAccess(session);
  // Agents (the VIP reading: types 1, 2, 41, 42) are not ranked in the player club.
  const agent = session !== null && isAgentForMenus(session.type);
  const levels = useVipLevelsQuery(lng);
  const progress = useVipProgressQuery(access === 'member' && !agent);
  const [active, setActive] = useState<SectionId>('home');
  const refs = useRef<Partial<Record<SectionId, HTMLElement | null>>>({});

  const go = (id: SectionId) => {
    setActive(id);
    refs.current[id]?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const section = (id: SectionId, title: string, body: ReactNode) => (
    <section
      className="vip-section"
      ref={(el) => {
        refs.current[id] = el;
      }}
      aria-labelledby={`vip-h-${id}`}
      data-testid={`vip-section-${id}`}
    >
      <h2 id={`vip-h-${id}`}>{title}</h2>
      {body}
    </section>
  );

  const currentLevel = progress.data?.level || null;
  const mine = () => {
    if (access === 'visitor')
      return (
        <Link to="/m/login" className="btn btn-primary btn-wide" data-testid="vip-login-cta">
          {t('vip_login_cta')}
        </Link>
      );
    if (access === 'trial') return <p className="vip-note">{t('vip_trial_note')}</p>;
    if (agent) return <p className="vip-note">{t('vip_agent_note')}</p>;
    if (progress.isPending) return <div className="sk sk-block vip-sk-progress" aria-busy="true" />;
    if (progress.isError) return <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
    return <ProgressCard progress={progress.data} />;
  };

  const content = (render: (list: NonNullable<typeof levels.data>) => ReactNode) => {
    if (levels.isPending) return <div className="sk sk-block vip-sk-card" aria-busy="true" />;
    if (levels.isError) return <ErrorState error={levels.error} onRetry={() => void levels.refetch()} />;
    if (levels.data.length === 0) return <EmptyState text={t('vip_empty')} />;
    return render(levels.data);
  };

  return (
    <div className="vip-page" data-testid="vip-page">
      <div className="vip-sticky" data-testid="vip-sticky">
        <VipTopBar title={t('vip_title')} />
        <nav className="vip-nav" aria-label={t('vip_nav_label')}>
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              className="vip-nav-btn"
              aria-current={active === s.id ? 'true' : undefined}
              onClick={() => go(s.id)}
              data-testid={`vip-nav-${s.id}`}
            >
              {s.icon}
              <span>{t(`vip_nav_${s.id}`)}</span>
            </button>
          ))}
        </nav>
      </div>
      {section(
        'home',
        t('vip_hero_title'),
        <>
          <p className="vip-hero-text">{t('vip_hero_text')}</p>
          {mine()}
        </>,
      )}
      {section('level', t('vip_level_section'), content((list) => <LevelCarousel levels={list} currentLevel={currentLevel} />))}
      {section('bonus', t('vip_bonus_section'), content((list) => <BonusCarousel levels={list} currentLevel={currentLevel} />))}
      {section(
        'benefits',
        t('vip_benefits_section'),
        <>
          {content((list) => <BenefitsSection levels={list} currentLevel={currentLevel} />)}
          <h3 className="vip-rules-title">{t('vip_rules_section')}</h3>
          <VipRules />
        </>,
      )}
    </div>
  );
}
