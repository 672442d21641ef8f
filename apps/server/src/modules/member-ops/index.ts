import { defineModule } from '../../platform/module.js';
import { memberOpsRoutes } from './routes.js';

/**
 * The member domain's operator calls (support staff, issue 13). The member module owns the logic (search, lock,
 * password reset, sessions, login history); this module serves it with what the money and messages domains know of
 * the member (balance history, rounds, totals, inbox). It is a module of its own because those domains import the
 * member module: served from there, their reads would close an import cycle.
 */
export const memberOpsModule = defineModule('member-ops', { operator: memberOpsRoutes });
