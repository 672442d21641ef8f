import type { ReactNode } from 'react';
import { GradientTile, Icon } from '../../../shared/ui/icons';

/** Step pictures: a phone outline with one glyph on its screen. Decorative; the step text says it all. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <Icon className="ad-art" viewBox="0 0 64 96" width={64} height={96} stroke="none">
      <rect x="4" y="2" width="56" height="92" rx="10" fill="var(--c-surface)" stroke="var(--c-text-2)" strokeWidth="3" />
      <rect x="10" y="12" width="44" height="68" rx="3" fill="var(--c-primary-soft)" />
      <rect x="24" y="86" width="16" height="3" rx="1.5" fill="var(--c-text-2)" />
      {children}
    </Icon>
  );
}

const stroke = { fill: 'none', stroke: 'var(--c-primary)', strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ArtDownload = () => (
  <Phone>
    <path d="M32 28v24M22 42l10 10 10-10M20 62h24" {...stroke} />
  </Phone>
);

export const ArtAllow = () => (
  <Phone>
    <path d="M32 26l14 5v10c0 9-6 15-14 18-8-3-14-9-14-18V31z" {...stroke} />
    <path d="M26 42l5 5 8-9" {...stroke} />
  </Phone>
);

export const ArtInstall = () => (
  <Phone>
    <rect x="20" y="30" width="24" height="24" rx="6" fill="var(--c-primary)" />
    <path d="M27 42l4 4 7-8" fill="none" stroke="var(--c-on-primary)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    <rect x="18" y="62" width="28" height="8" rx="4" fill="var(--c-accent-bg)" />
  </Phone>
);

export const ArtShare = () => (
  <Phone>
    <path d="M24 40h-2v22h20V40h-2M32 26v24M25 33l7-7 7 7" {...stroke} />
  </Phone>
);

export const ArtAddHome = () => (
  <Phone>
    <rect x="20" y="30" width="24" height="24" rx="5" {...stroke} />
    <path d="M32 36v12M26 42h12" {...stroke} />
  </Phone>
);

export const ArtSettings = () => (
  <Phone>
    <circle cx="32" cy="44" r="6" {...stroke} />
    <path d="M32 28v5M32 55v5M16 44h5M43 44h5M21 33l3.5 3.5M39.5 51.5 43 55M21 55l3.5-3.5M39.5 36.5 43 33" {...stroke} />
  </Phone>
);

export const ArtOpen = () => (
  <Phone>
    {[0, 1, 2].map((r) =>
      [0, 1, 2].map((c) => (
        <rect key={`${r}${c}`} x={15 + c * 13} y={20 + r * 14} width="9" height="9" rx="2.5" fill={r === 1 && c === 1 ? 'var(--c-accent-bg)' : 'var(--c-text-2)'} opacity={r === 1 && c === 1 ? 1 : 0.35} />
      )),
    )}
  </Phone>
);

/** The 96x96 app icon when the merchant has no AppDownloadIcon resource. */
export const FallbackAppIcon = ({ size = 96 }: { size?: number }) => (
  <GradientTile className="ad-icon" size={size} id="ad-icon-g" box={96} rx={22} from="var(--c-hero-1)" to="var(--c-hero-2)">
    <path d="M48 24v34M34 46l14 14 14-14M30 70h36" stroke="#fff" strokeWidth="7" />
  </GradientTile>
);
