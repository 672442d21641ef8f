import { useState } from 'react';
import { FallbackAppIcon } from './illustrations';

/** The app icon, 96x96 by spec (AppDownloadIcon resource); a drawn icon stands in when absent or broken. */
export function AppIcon({ url, size = 96 }: { url: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <FallbackAppIcon size={size} />;
  return <img className="ad-icon" data-testid="app-icon" src={url} width={size} height={size} alt="" onError={() => setFailed(true)} />;
}
