import { localeTag, type WebAppManifest } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';

/** The colours the manifest falls back to when the template's are not plain CSS colours (an image address, empty). */
const DEFAULT_THEME = '#f5a623';
const DEFAULT_BACKGROUND = '#0f1923';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const colour = (value: string | undefined, fallback: string): string => (value && HEX_COLOUR.test(value.trim()) ? value.trim() : fallback);

/**
 * The player site as an installable app (issue 32): the merchant's name, the template's colours (primary colour for
 * the bars, app background for the splash screen) and the generated icons; it opens on home, standalone, and keeps
 * every page of the player site (/m/) inside the app.
 */
export function webAppManifest(merchant: Merchant): WebAppManifest {
  const tpl = merchant.mobileTemplate;
  const icon = (size: number) => ({ src: `/static/images/${merchant.code}/app/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
  return {
    id: '/m/',
    name: merchant.name,
    short_name: merchant.name,
    lang: localeTag(merchant.defaultLanguage),
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    theme_color: colour(tpl.primary_color, DEFAULT_THEME),
    background_color: colour(tpl.app_background, DEFAULT_BACKGROUND),
    icons: [icon(192), icon(512)],
  };
}
