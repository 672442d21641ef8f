import type { ComponentType } from 'react';

/**
 * Lazy loader for a piece that needs TanStack Query: loads the piece and the query layer together and mounts
 * the shared client around it. Keeps the query library out of the first load of home.
 */
export function withQuery<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return async (): Promise<{ default: ComponentType<P> }> => {
    const [{ QueryProvider }, mod] = await Promise.all([import('../shared/query/query-provider'), load()]);
    const Inner = mod.default;
    function WithQuery(props: P) {
      return (
        <QueryProvider>
          <Inner {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQuery };
  };
}
