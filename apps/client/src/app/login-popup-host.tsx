import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { closeLoginPopup, useLoginPopupOpen } from '../shared/session/login-popup';
import { useSession } from '../shared/session/session-store';
import { withQuery } from './with-query';
import { lazyChunk } from '../shared/net/load-chunk';

const LoginPopup = lazyChunk(withQuery(() => import('../features/session/components/login-popup')));

/** Mounts the login popup only once something asked for it, so the form never weighs on the first load. */
export function LoginPopupHost() {
  const open = useLoginPopupOpen();
  const session = useSession();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  // Leaving the page (a link in the form, back) or gaining a session some other way closes it.
  useEffect(() => closeLoginPopup, [pathname]);
  useEffect(() => {
    if (session) closeLoginPopup();
  }, [session]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup open={open} />
    </Suspense>
  );
}
