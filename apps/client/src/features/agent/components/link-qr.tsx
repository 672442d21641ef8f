import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A link's QR code: uqr's SVG string shown as an <img> data: URL (the CSP allows it), never injected as markup. */
export function LinkQr({ link, label }: { link: string; label: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`, [link]);
  return <img className="ag-qr" src={src} alt={label} width={96} height={96} data-testid="agent-link-qr" />;
}
