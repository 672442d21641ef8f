import { Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { useSession } from '../shared/session/session-store';
import { useWhitelabelFlags } from '../shared/system/system-store';
import { IconBack, IconLogo, IconMenu } from '../shared/ui/icons';
import { LanguageButton } from '../shared/ui/language-button';
import { backTarget, HOME_PATH, isHomePath } from './layout-rules';
import { withQuery } from './with-query';
import { lazyChunk } from '../shared/net/load-chunk';

const UserArea = lazyChunk(withQuery(() => import('./user-area')));

/** Shared header: logo or back arrow, visitor buttons or the member's name and balance, and the sidebar button. */
export function Header({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const flags = useWhitelabelFlags();
  const home = isHomePath(pathname);

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backTarget(pathname) === 'home' || idx <= 0) navigate(HOME_PATH);
    else navigate(-1);
  };

  return (
    <header className={session ? 'app-header' : 'app-header is-visitor'} data-testid="app-header">
      <div className="hdr-start">
        {home ? (
          <span className="logo">
            <IconLogo size={30} />
            <span className="logo-text">{t('site_name')}</span>
          </span>
        ) : (
          <button type="button" className="icon-btn" aria-label={t('back')} onClick={goBack}>
            <IconBack />
          </button>
        )}
      </div>
      <div className="hdr-end">
        {session ? (
          <Suspense fallback={<span className="sk sk-chip" aria-hidden="true" />}>
            <UserArea />
          </Suspense>
        ) : (
          <>
            <Link className="btn btn-primary btn-sm" to="/m/login">
              {t('login')}
            </Link>
            {flags.DIRECTREG3 ? (
              <Link className="btn btn-outline btn-sm" to="/m/register">
                {t('register')}
              </Link>
            ) : null}
            <LanguageButton />
          </>
        )}
        <button
          type="button"
          className="icon-btn"
          aria-label={t('open_menu')}
          aria-haspopup="dialog"
          onClick={onOpenSidebar}
        >
          <IconMenu />
        </button>
      </div>
    </header>
  );
}
