import { z } from 'zod';

/** The sizes of the home-screen icons the manifest names (installable on Android needs 192 and 512). */
export const APP_ICON_SIZES = [96, 192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The merchant's Web App Manifest (the player site installed as an app, issue 32). */
export const WebAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});
export type WebAppManifest = z.infer<typeof WebAppManifestSchema>;
