import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@wps/contract';
import { setSession } from '../../../shared/session/session-store';
import { loginCall } from './calls';

/** Logs in (encrypted body) and stores the session (MC_SESSION_INFO); member caches reset through the session store. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginRequest) => loginCall(body),
    onSuccess: (result) => setSession(result),
  });
}
