import type { onRequestAsyncHookHandler } from 'fastify';
import { fieldError } from './envelope.js';

// PostgreSQL text cannot hold a NUL character: a NUL that got as far as a statement would end as a database error
// (issue 26, defect 13). No call of ours takes one, so every call refuses it up front, naming the field.

/**
 * A parsed object: a JSON or form body, or the router's params and query (objects whose prototype has a null one).
 * Anything with a longer prototype chain (a buffer, a stream of an upload) is not text and is not walked.
 */
const isParsedObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/** The path of the first string holding a NUL in a parsed params, query or body value, or null. Buffers are skipped. */
export function nulPath(value: unknown, root: string): string | null {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (isParsedObject(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return `${path}.${k.split('\u0000').join('\\0')}`;
        stack.push([item, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/** Throws a 422 VALIDATION naming the field when any text of the value holds a NUL. */
export function refuseNul(value: unknown, root = ''): void {
  const path = nulPath(value, root);
  if (path !== null) throw fieldError(path || 'body', 'must not contain a NUL character');
}

/** Route hook: a NUL in the path params or the query is refused before any guard or handler reads them. */
export const refuseNulInAddress: onRequestAsyncHookHandler = async (request) => {
  refuseNul(request.params, 'params');
  refuseNul(request.query, 'query');
};
