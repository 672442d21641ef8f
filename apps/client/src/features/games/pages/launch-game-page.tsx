import '../games.css';
import { TRANSFER_WALLETS } from '@wps/contract/lite';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginRedirect } from '../../../shared/session/login-return';
import { errorText } from '../../../shared/api/error-text';
import { useSession } from '../../../shared/session/session-store';
import { isVendorOff, useBalanceMessages, useLaunch, useVendorOffReturn } from '../api/launch';
import { useGamesTranslation } from '../i18n';

const LAUNCH_PARAMS = ['gameId', 'nodeId', 'vendor', 'category', 'code', 'prize_mode', 'gameGroupId'] as const;

/** A step shown before a transfer-mode vendor's game is asked for (the wallet's transfer offer, composed by src/app). */
export type TransferStep = (vendor: string, onDone: () => void) => ReactNode;

const isTransferVendor = (vendor: string | undefined): vendor is string => (TRANSFER_WALLETS as readonly string[]).includes(vendor ?? '');

/**
 * /m/launchGame: asks the vendor for the game URL; same-site games play in a frame, others open in place. A
 * transfer-mode vendor's game (AG, PT, SABA) first offers `transferStep` (issue 33 item 18): its own wallet is what it
 * plays with, so the member moves money there, or goes on with what it holds, before the launch is asked for.
 */
export default function LaunchGamePage({ transferStep }: { transferStep?: TransferStep }) {
  const { t } = useGamesTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const k of LAUNCH_PARAMS) {
      const v = params.get(k);
      if (v) q[k] = v;
    }
    return q;
  }, [params]);
  const [transferred, setTransferred] = useState(false);
  const offerTransfer = transferStep !== undefined && isTransferVendor(query.vendor) && !transferred;
  const { launch, url, framed } = useLaunch(query, session !== null && !offerTransfer && Boolean(query.gameId || query.nodeId));
  useBalanceMessages();
  const back = () => (params.get('pageBack') ? navigate('/m/home') : navigate(-1));
  // A launch opened straight from a link has no list behind it: home is the list then.
  const opened = useLocation().key === 'default';
  useVendorOffReturn(launch.error, () => (opened ? navigate('/m/home', { replace: true }) : back()));

  if (!session) return <LoginRedirect />;
  // The page's one level-one heading (issue 33 item 27): the game fills the screen, screen readers still land on it.
  const heading = <h1 className="sr-only">{t('games_frame_title')}</h1>;
  if (offerTransfer && (query.gameId || query.nodeId)) {
    return (
      <div className="g-state" data-testid="launch-transfer-step">
        {heading}
        {transferStep(query.vendor!, () => setTransferred(true))}
      </div>
    );
  }
  // Its toast says why; the page leaves at once, so it shows no error of its own in between.
  if (isVendorOff(launch.error)) return null;

  if (launch.isError || (!query.gameId && !query.nodeId)) {
    return (
      <div className="g-state" role="alert" data-testid="launch-error">
        {heading}
        <p>{launch.isError ? errorText(launch.error) : t('games_launch_missing')}</p>
        <div className="g-actions">
          {launch.isError ? (
            <button type="button" className="btn btn-primary" onClick={() => void launch.refetch()}>
              {t('games_retry')}
            </button>
          ) : null}
          <button type="button" className="btn btn-outline" onClick={back}>
            {t('back')}
          </button>
        </div>
      </div>
    );
  }
  if (!url || !framed) {
    return (
      <div className="g-state" aria-busy="true">
        {heading}
        <p>{t('games_launching')}</p>
      </div>
    );
  }
  return (
    <div className="g-play" data-testid="launch-game">
      {heading}
      <iframe className="g-frame" src={url} title={t('games_frame_title')} allow="fullscreen" />
    </div>
  );
}
