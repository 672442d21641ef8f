import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { queryClient } from '../shared/query/query-client';
import { clearSession } from '../shared/session/session-store';
import { cleanupRendered } from './render';

// React 19 still reads this: without it, every act() call warns that the environment is not a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy* and waitFor wait up to 5 s, not 1 s: the suite runs beside the server tests on two cores, and a first render
// there has taken longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Failed reads are retried as often as in the product, without its back-off (1 s, then 2 s of real time per failing
// read: three seconds of waiting in every error-state test, which a slow machine pushed past the test timeout).
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });

afterEach(() => {
  cleanupRendered();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
