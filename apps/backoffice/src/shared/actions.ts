import { useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import { CALLS } from '@wps/contract';
import { useCallback } from 'react';
import { callOf, type ResourceName } from '../resources';

export interface ActionInput {
  /** Path params besides the merchant (`orderNo`, `id`). */
  params?: Record<string, string | number>;
  body?: unknown;
}

/**
 * Runs an action of a resource (its call from resources.ts) through the data provider, so its errors reach the
 * auth provider (a 401 signs out) and show as translated notifications; afterwards the resource's lists and
 * details are read again. Resolves to the answer, or undefined when the call failed (the notification told).
 */
export function useOpsAction<T = unknown>(
  resource: ResourceName,
  action: string,
  opts: {
    success?: string | ((answer: T) => string | undefined);
    invalidate?: ResourceName[];
    /** Also told of a failure (after the notification): a form shows the server's field errors with it. */
    onError?: (error: unknown) => void;
  } = {},
) {
  const translate = useTranslate();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const call = callOf(resource, action);
  if (!call) throw new Error(`resource ${resource} has no action ${action} (resources.ts)`);
  const { success, invalidate: others, onError } = opts;

  const run = useCallback(
    async (input: ActionInput = {}): Promise<T | undefined> => {
      try {
        const method = CALLS[call].method.toLowerCase() as 'post' | 'put' | 'delete';
        const res = await mutateAsync({
          url: call,
          method: method === ('get' as string) ? 'post' : method,
          values: (input.body ?? {}) as object,
          meta: { params: input.params },
          successNotification: (data) => {
            const text = typeof success === 'function' ? success(data?.data as T) : (success ?? translate('notifications.done'));
            return text ? { message: text, type: 'success' } : false;
          },
        });
        // Every query of the resource: a settings resource's `one` is read under the merchant's code, which 'detail'
        // (without an id) would miss.
        for (const name of [resource, ...(others ?? [])]) await invalidate({ resource: name, invalidates: ['resourceAll'] });
        return res.data as T;
      } catch (error) {
        onError?.(error);
        return undefined;
      }
    },
    [call, mutateAsync, invalidate, resource, others, success, translate, onError],
  );
  return { run, pending: mutation.isPending };
}

/**
 * An idempotency key (a call's `requestId`): a UUID where the browser has one, else 32 hex digits (randomUUID needs a
 * secure context). One per form opened: a double submit or a retry of it sends the same key, and is done once.
 */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
