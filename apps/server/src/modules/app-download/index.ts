import { defineModule } from '../../platform/module.js';
import { appDownloadPublicRoutes, appDownloadSiteRoutes } from './routes.js';

export const appDownloadModule = defineModule('app-download', { site: appDownloadSiteRoutes, public: appDownloadPublicRoutes });
