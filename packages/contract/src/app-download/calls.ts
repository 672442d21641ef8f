import { defineCalls } from '../call.js';

/** The app download prompt reads the merchant's resources (system status); its icon is a picture under /static. */
export const appDownloadCalls = defineCalls('app-download', {});
