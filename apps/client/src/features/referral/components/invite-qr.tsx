import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * The link's QR code. uqr draws it as an SVG string; it is shown as an <img> with a data: URL (allowed by the CSP's
 * img-src), so the markup is never injected into the page.
 */
export function InviteQr({ link, label }: { link: string; label: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`, [link]);
  return <img className="ref-qr" src={src} alt={label} width={176} height={176} data-testid="referral-qr" />;
}
