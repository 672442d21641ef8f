import { afterEach } from 'vitest';
import { clearSession } from '../shared/session/session-store';
import { cleanupRendered } from './render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanupRendered();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
