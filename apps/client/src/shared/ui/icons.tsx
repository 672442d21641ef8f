import type { SVGProps } from 'react';

/** Inline SVG icons (no icon font): 24-unit grid, stroke follows currentColor. `d` is the drawing as path data. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number; d?: string };

/**
 * The one SVG wrapper of the client: viewBox, stroke look and size, hidden from assistive technology (the control
 * around an icon carries its name). Other viewBoxes and looks come as props; other shapes as children, drawn under the path.
 */
export function Icon({ size = 24, d, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
      {d ? <path d={d} /> : null}
    </svg>
  );
}

/** An icon that is path data only: `export const IconX = pathIcon('M…')`; `fixed` props win over the caller's. */
export const pathIcon =
  (d: string, fixed?: IconProps) =>
  (p: IconProps) => <Icon {...p} {...fixed} d={d} />;

export const IconHome = pathIcon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z');
export const IconShare = pathIcon('M15.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M3.5 12a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M15.5 19a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4');
export const IconWallet = pathIcon('M5 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3 10h18M16 15h2M7 6l8-3 1.5 3');
export const IconChat = pathIcon('M20.5 11.6a8.5 8.5 0 0 1-12.6 7.4L3.5 20.5l1.5-4.2a8.5 8.5 0 1 1 15.5-4.7zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1-.5-1.5-1-2-2l1-1-1-2z');
export const IconUser = pathIcon('M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0');
export const IconMenu = pathIcon('M4 6h16M4 12h16M4 18h16');
export const IconBack = pathIcon('M15 5l-7 7 7 7', { className: 'icon-flip' });
export const IconGlobe = pathIcon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z');
export const IconChevron = pathIcon('M9 5l7 7-7 7', { className: 'icon-flip' });
export const IconClose = pathIcon('M6 6l12 12M18 6 6 18');
/** A rounded square in a diagonal gradient with a drawing on it: the site's logo, the stand-in app icon. */
export function GradientTile({ id, box, rx, from, to, children, ...rest }: IconProps & { id: string; box: number; rx: number; from: string; to: string }) {
  return (
    <Icon viewBox={`0 0 ${box} ${box}`} stroke="none" {...rest}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={box} height={box} rx={rx} fill={`url(#${id})`} />
      {children}
    </Icon>
  );
}

export const IconLogo = (p: IconProps) => (
  <GradientTile {...p} id="logo-g" box={32} rx={9} from="#ffcf4a" to="#ff7a18">
    <path d="M16 6l3 6.4 7 .9-5.1 4.8 1.3 6.9L16 21.6 9.8 25l1.3-6.9L6 13.3l7-.9z" fill="#fff" />
  </GradientTile>
);
