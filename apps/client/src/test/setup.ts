import { afterEach } from 'vitest';
import { clearSession } from '../shared/session/session-store';
import { cleanupRendered } from './render';

// React 19 still reads this: without it, every act() call warns that the environment is not a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanupRendered();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
