import type { BaseRecord, CrudFilter, DataProvider, GetListResponse } from '@refinedev/core';
import { CALLS } from '@wps/contract';
import { opsRequest, type CallName, type OpsRequestFn } from '../api/ops-client';
import { callOf, resourceDef, type ResourceDef } from '../resources';

/** Refine's default page size for lists whose call takes a pageSize. */
export const DEFAULT_PAGE_SIZE = 20;

/** The names a call's query takes (read from its zod object schema). */
export function queryKeys(name: CallName): Set<string> {
  const query = (CALLS[name] as { query?: unknown }).query as { shape?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(query?.shape ?? {}));
}

/** The page size a resource's list shows: Refine's when the call takes one, else the server's fixed size. */
export function pageSizeOf(resource: string, wanted = DEFAULT_PAGE_SIZE): number {
  const def = resourceDef(resource);
  if (!def.list || queryKeys(def.list).has('pageSize')) return wanted;
  return def.fixedPageSize ?? wanted;
}

/**
 * Refine's filters as the call's query: each filter with a value sets the query key of its field (`eq`,
 * `contains`, `gte` and `lte` alike: the operator calls filter by exact key, dates as `from` / `to` fields).
 */
export function filtersToQuery(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    if (!('field' in f)) continue;
    const v: unknown = f.value;
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    query[f.field] = Array.isArray(v) ? v.join(',') : v;
  }
  return query;
}

interface PageAnswer {
  list: BaseRecord[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}
const isPage = (v: unknown): v is PageAnswer =>
  typeof v === 'object' && v !== null && Array.isArray((v as PageAnswer).list) && typeof (v as PageAnswer).totalCount === 'number';

function withId(def: ResourceDef, row: BaseRecord): BaseRecord {
  const field = def.idField ?? 'id';
  return row.id === undefined && row[field] !== undefined ? { ...row, id: row[field] as string } : row;
}

const idParams = (def: ResourceDef, id: string | number | undefined) =>
  id === undefined ? {} : { [def.idParam ?? def.idField ?? 'id']: id };

function need(resource: string, action: string): CallName {
  const call = callOf(resource, action);
  if (!call) throw new Error(`resource ${resource} has no ${action} call (resources.ts)`);
  return call;
}

type AnyRequest = (name: CallName, req?: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal }) => Promise<unknown>;

/**
 * Refine's data provider over the operator calls of resources.ts. Paging: Refine's `currentPage` / `pageSize` become
 * the call's `pageNo` / `pageSize`; a call with a fixed page size is read in as many server pages as the asked page
 * spans; a call answering a plain array is paged here. Answers `{ list, totalCount }` become `{ data, total }`.
 * Errors are OpsHttpError (Refine's HttpError, message translated per errorCode).
 */
export function createDataProvider(request: OpsRequestFn = opsRequest): DataProvider {
  const call = request as unknown as AnyRequest;

  return {
    getApiUrl: () => '',

    getList: async <T extends BaseRecord>({ resource, pagination, filters, meta }: Parameters<DataProvider['getList']>[0]) => {
      const def = resourceDef(resource);
      const name = need(resource, 'list');
      const keys = queryKeys(name);
      const query = { ...filtersToQuery(filters), ...(meta?.query as Record<string, unknown> | undefined) };
      const mode = pagination?.mode ?? 'server';
      const currentPage = pagination?.currentPage ?? 1;
      const pageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
      const params = meta?.params as Record<string, unknown> | undefined;
      const signal = meta?.signal as AbortSignal | undefined;
      const rows = (list: BaseRecord[]) => list.map((r) => withId(def, r)) as T[];

      if (!keys.has('pageNo')) {
        const answer = await call(name, { params, query, signal });
        const all = Array.isArray(answer) ? (answer as BaseRecord[]) : isPage(answer) ? answer.list : [];
        const data = mode === 'server' ? all.slice((currentPage - 1) * pageSize, currentPage * pageSize) : all;
        return { data: rows(data), total: all.length } satisfies GetListResponse<T>;
      }
      if (mode !== 'server') {
        // Everything: page by page up to the last.
        const all: BaseRecord[] = [];
        for (let pageNo = 1; ; pageNo++) {
          const answer = await call(name, { params, query: { ...query, pageNo, ...(keys.has('pageSize') ? { pageSize: 100 } : {}) }, signal });
          if (!isPage(answer)) break;
          all.push(...answer.list);
          if (pageNo >= answer.totalPages || answer.list.length === 0) break;
        }
        return { data: rows(all), total: all.length };
      }
      if (keys.has('pageSize') || !def.fixedPageSize || def.fixedPageSize === pageSize) {
        const answer = await call(name, { params, query: { ...query, pageNo: currentPage, ...(keys.has('pageSize') ? { pageSize } : {}) }, signal });
        if (!isPage(answer)) return { data: [], total: 0 };
        return { data: rows(answer.list), total: answer.totalCount };
      }
      // The server's pages have another size: read the ones the asked page spans, and cut it out.
      const fixed = def.fixedPageSize;
      const start = (currentPage - 1) * pageSize;
      const first = Math.floor(start / fixed) + 1;
      const last = Math.floor((start + pageSize - 1) / fixed) + 1;
      const gathered: BaseRecord[] = [];
      let total = 0;
      for (let pageNo = first; pageNo <= last; pageNo++) {
        const answer = await call(name, { params, query: { ...query, pageNo }, signal });
        if (!isPage(answer)) break;
        total = answer.totalCount;
        gathered.push(...answer.list);
        if (pageNo >= answer.totalPages) break;
      }
      const offset = start - (first - 1) * fixed;
      return { data: rows(gathered.slice(offset, offset + pageSize)), total };
    },

    getOne: async <T extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['getOne']>[0]) => {
      const def = resourceDef(resource);
      const name = need(resource, 'show');
      const answer = await call(name, { params: meta?.params, query: meta?.query, signal: meta?.signal as AbortSignal | undefined });
      return { data: { ...(answer as BaseRecord), ...(def.one ? {} : { id }) } as T };
    },

    create: async <T extends BaseRecord>({ resource, variables, meta }: Parameters<DataProvider['create']>[0]) => {
      const def = resourceDef(resource);
      const answer = await call(need(resource, 'create'), { params: meta?.params, body: variables });
      return { data: withId(def, answer as BaseRecord) as T };
    },

    update: async <T extends BaseRecord>({ resource, id, variables, meta }: Parameters<DataProvider['update']>[0]) => {
      const def = resourceDef(resource);
      const params = { ...(def.one ? {} : idParams(def, id)), ...(meta?.params as object | undefined) };
      const answer = await call(need(resource, 'edit'), { params, body: variables });
      return { data: withId(def, answer as BaseRecord) as T };
    },

    deleteOne: async <T extends BaseRecord>({ resource, id, meta }: Parameters<DataProvider['deleteOne']>[0]) => {
      const def = resourceDef(resource);
      const answer = await call(need(resource, 'delete'), { params: { ...idParams(def, id), ...(meta?.params as object | undefined) } });
      return { data: { ...(answer as BaseRecord), id } as T };
    },

    /**
     * Any call of the table by name: `url` is the call's name (its method is the table's), `payload` its body,
     * `query` its query, `meta.params` its path params. Used by actions (approve, reject, two-factor ...).
     */
    custom: async <T extends BaseRecord>({ url, payload, query, meta }: Parameters<NonNullable<DataProvider['custom']>>[0]) => {
      if (!Object.hasOwn(CALLS, url)) throw new Error(`custom: ${url} is not a call of the table`);
      // A call without a body schema sends none (Refine's custom mutation always has `values`).
      const body = (CALLS[url as CallName] as { body?: unknown }).body ? payload : undefined;
      const answer = await call(url as CallName, { params: meta?.params, query, body });
      return { data: answer as T };
    },
  };
}
