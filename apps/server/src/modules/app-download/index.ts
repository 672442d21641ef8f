import { defineModule } from '../../platform/module.js';
import { appDownloadPublicRoutes } from './routes.js';

export const appDownloadModule = defineModule('app-download', { public: appDownloadPublicRoutes });
