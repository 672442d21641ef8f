import type { SecurityConfig } from '@wps/contract';
import type { ReactNode } from 'react';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useSecurityConfigQuery } from '../api/security';

/** The member's security settings once loaded (a skeleton before, the error with a retry if they fail). */
export function WithSecurityConfig({ children }: { children: (config: SecurityConfig) => ReactNode }) {
  const config = useSecurityConfigQuery();
  if (config.isPending) return <ListSkeleton />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return children(config.data);
}
