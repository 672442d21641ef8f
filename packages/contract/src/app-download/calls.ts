import { defineCalls } from '../call.js';
import { WebAppManifestSchema } from './schemas.js';

/**
 * The app download prompt reads the merchant's resources (system status); its icons are pictures under /static. The
 * player site installs as an app from the merchant's Web App Manifest, a file of the app like its others (under /m/).
 */
export const appDownloadCalls = defineCalls('app-download', {
  appManifest: {
    method: 'GET',
    path: '/m/manifest.webmanifest',
    access: 'visitor',
    answer: 'raw',
    rawAnswer: { type: 'application/manifest+json', schema: WebAppManifestSchema },
    summary: "The merchant's Web App Manifest: name, colours, home-screen icons",
  },
});
