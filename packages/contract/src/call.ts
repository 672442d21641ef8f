import type { z } from 'zod';

/**
 * One call of the platform API, declared once in its domain's `calls.ts` (docs/architecture.md "The call table").
 * The server registers its route from this entry (validation, guard, decryption, OpenAPI); the client derives the
 * types of its query, body and answer from it and takes its method and path from the zod-free route map.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make the call: anyone (`visitor`), a logged-in member (`member`: 401 without a valid session), anyone
 * with the member's data when a valid session comes along (`optional`), an operator holding one of the call's
 * `roles` for the merchant of its `:code` (`operator`), or any signed-in operator acting on their own account
 * (`staff`: sign out, two-factor, API keys).
 */
export type CallAccess = 'visitor' | 'member' | 'optional' | 'operator' | 'staff';

/**
 * What an operator may do for a merchant. `admin` passes every role check; the others each open their part of the
 * back office.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'risk'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Operator access: signed in operators (`staff`) or the operator API of a merchant (`operator`). */
export const isOperatorAccess = (access: CallAccess): boolean => access === 'operator' || access === 'staff';

/** What the call answers: the JSON envelope around `answer`, or a raw page or picture (`raw`). */
export interface CallSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: CallAccess;
  /** The body travels encrypted (DESIGN.md "API conventions"); `body` is the schema of the decrypted payload. */
  readonly encrypted?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The schema of the envelope's `value`, or `'raw'` for an answer that is not an envelope (HTML, an image). */
  readonly answer: z.ZodType | 'raw';
  /**
   * A `raw` answer's media type (a range such as `image/*` for pictures) and the schema of its body, a string unless
   * given: the OpenAPI document's success answer. Required with `raw`.
   */
  readonly rawAnswer?: { readonly type: string; readonly schema?: z.ZodType };
  /** One line for the OpenAPI document. */
  readonly summary?: string;
  /**
   * Route-level cap per client address and merchant (`max` calls per `windowMs`), on top of the business lockouts
   * that count per account: calls an attacker would repeat (login, codes, registration, password resets).
   */
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
  /** `operator` calls: the roles that may make it (any one of them; `admin` always may). */
  readonly roles?: readonly OperatorRole[];
}

export interface CallDef extends CallSpec {
  /** The domain that declares and serves the call (the OpenAPI tag, the server module). */
  readonly domain: string;
  /** The call's name in the table (the audit trail's action). */
  readonly name: string;
}

/** Declares a domain's calls; each entry gets the domain's name and its own. */
export function defineCalls<const D extends string, const T extends Record<string, CallSpec>>(
  domain: D,
  calls: T,
): { readonly [K in keyof T]: T[K] & { readonly domain: D; readonly name: K } } {
  const out: Record<string, CallDef> = {};
  for (const [name, spec] of Object.entries(calls)) {
    // An operator call without roles would be open to every operator of the merchant: refuse it at declaration.
    if (spec.access === 'operator' && !spec.roles?.length) throw new Error(`operator call ${name} declares no roles`);
    // An answer the document could not describe is no contract: a raw answer names its media type.
    if (spec.answer === 'raw' && !spec.rawAnswer) throw new Error(`raw call ${name} declares no rawAnswer`);
    out[name] = { ...spec, domain, name };
  }
  return out as { readonly [K in keyof T]: T[K] & { readonly domain: D; readonly name: K } };
}

type Schema<C, K extends 'params' | 'query' | 'body'> = C extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What a caller sends: the input type of the call's schemas (coerced query values may be strings). */
export type CallParams<C> = Schema<C, 'params'> extends z.ZodType ? z.input<Schema<C, 'params'>> : undefined;
export type CallQuery<C> = Schema<C, 'query'> extends z.ZodType ? z.input<Schema<C, 'query'>> : undefined;
export type CallBody<C> = Schema<C, 'body'> extends z.ZodType ? z.input<Schema<C, 'body'>> : undefined;
/** What the server's validated request holds. */
export type CallParamsOut<C> = Schema<C, 'params'> extends z.ZodType ? z.output<Schema<C, 'params'>> : unknown;
export type CallQueryOut<C> = Schema<C, 'query'> extends z.ZodType ? z.output<Schema<C, 'query'>> : unknown;
export type CallBodyOut<C> = Schema<C, 'body'> extends z.ZodType ? z.output<Schema<C, 'body'>> : unknown;
/** The envelope's value as the client reads it, and as a handler may return it. */
export type CallAnswer<C> = C extends { readonly answer: infer A extends z.ZodType } ? z.output<A> : unknown;
export type CallAnswerIn<C> = C extends { readonly answer: infer A extends z.ZodType } ? z.input<A> : unknown;

/**
 * The zod-free part of an entry the browser needs at run time, compact: `"GET /wps/..."`, and `"POST* /wps/..."` for a
 * call whose body travels encrypted.
 */
export type CallRoute = string;

/** Method, path and encryption flag of a browser route. */
export function parseCallRoute(route: CallRoute): { method: HttpMethod; path: string; encrypted: boolean } {
  const space = route.indexOf(' ');
  const head = route.slice(0, space);
  const encrypted = head.endsWith('*');
  return { method: (encrypted ? head.slice(0, -1) : head) as HttpMethod, path: route.slice(space + 1), encrypted };
}

/** Fills `:name` segments of a path from `params` (encoded). */
export function callPath(path: string, params?: Record<string, string | number>): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
}
