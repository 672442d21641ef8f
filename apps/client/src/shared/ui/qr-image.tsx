import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * A link's QR code. uqr draws it as an SVG string; it is shown as an <img> with a data: URL (allowed by the CSP's
 * img-src), so the markup is never injected into the page.
 */
export function QrImage({ link, label, size, className, testId }: { link: string; label: string; size: number; className: string; testId: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`, [link]);
  return <img className={className} src={src} alt={label} width={size} height={size} data-testid={testId} />;
}
