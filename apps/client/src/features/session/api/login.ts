import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@wps/contract';
import { apiCall } from '../../../shared/api/client';
import { setSession } from '../../../shared/session/session-store';

export const login = (body: LoginRequest) => apiCall('login', { body });

/** Logs in and stores the session (MC_SESSION_INFO); member caches reset through the session store. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => setSession(result),
  });
}
