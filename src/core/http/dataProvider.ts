import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { fetchUtils } from 'react-admin';
import type { ManifestResource } from '../manifest/schema';
import { API_BASE, api } from './client';
import { PANEL_CALL_HEADER, panelCallHeaders } from './panelCall';

/**
 * react-admin's data provider. Resources whose manifest names their calls are mapped onto the
 * API's own paths and `data` envelope; any other resource falls back to ra-data-simple-rest.
 */

type Endpoint = { method: string; path: string };

function parseEndpoint(value: string): Endpoint {
  const [method, path] = value.split(' ');
  return { method, path };
}

function fillEndpoint(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null) throw new Error(`Missing "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function withId(record: Record<string, unknown>, idField: string): RaRecord {
  return { ...record, id: record[idField] as RaRecord['id'] };
}

function matchesFilter(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === '') return true;
    if (key === 'q') {
      const needle = String(value).toLowerCase();
      return Object.values(record).some((v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLowerCase().includes(needle));
    }
    return record[key] === value;
  });
}

/** The API answers whole lists; sorting, filtering and paging happen here. */
export function shapeList(records: RaRecord[], params: Partial<GetListParams>) {
  let rows = records.filter((r) => matchesFilter(r, params.filter ?? {}));
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => String(a[sort.field] ?? '').localeCompare(String(b[sort.field] ?? ''), 'pt-BR', { numeric: true }) * direction);
  }
  const total = rows.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    rows = rows.slice((page - 1) * perPage, page * perPage);
  }
  return { data: rows, total };
}

/** The session travels in its HttpOnly cookie; the panel's header marks the call as the panel's own (CSRF). */
const authHttpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? panelCallHeaders());
  headers.set(PANEL_CALL_HEADER, '1');
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
};

export function createDataProvider(resources: ManifestResource[]): DataProvider {
  let simpleRest: Promise<DataProvider> | null = null;
  /** Loaded on first use: most resources are mapped, and the shell's first load stays light. */
  const fallback = () => (simpleRest ??= import('ra-data-simple-rest').then((m) => m.default(API_BASE, authHttpClient)));
  const byName = new Map(resources.map((r) => [r.name, r]));

  const endpointFor = (resource: string, action: keyof ManifestResource): [ManifestResource, Endpoint] | null => {
    const config = byName.get(resource);
    const value = config?.[action];
    return config && typeof value === 'string' ? [config, parseEndpoint(value)] : null;
  };

  const provider: DataProvider = {
    async getList(resource, params) {
      const found = endpointFor(resource, 'list');
      if (!found) return (await fallback()).getList(resource, params);
      const [config, { method, path }] = found;
      const records = await api<Record<string, unknown>[]>(method, fillEndpoint(path, params.meta ?? {}), { signal: params.signal });
      return shapeList(records.map((r) => withId(r, config.idField)), params) as never;
    },
    async getOne(resource, params) {
      const found = endpointFor(resource, 'getOne');
      if (!found) return (await fallback()).getOne(resource, params);
      const [config, { method, path }] = found;
      const record = await api<Record<string, unknown>>(method, fillEndpoint(path, { ...params.meta, id: params.id }), { signal: params.signal });
      return { data: withId(record, config.idField) } as never;
    },
    async getMany(resource, params) {
      if (!byName.has(resource)) return (await fallback()).getMany(resource, params);
      const { data } = await provider.getList(resource, { meta: params.meta, filter: {}, signal: params.signal });
      return { data: data.filter((r) => params.ids.includes(r.id)) };
    },
    async getManyReference(resource, params) {
      if (!byName.has(resource)) return (await fallback()).getManyReference(resource, params);
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const found = endpointFor(resource, 'create');
      if (!found) return (await fallback()).create(resource, params);
      const [config, { method, path }] = found;
      const record = await api<Record<string, unknown> | undefined>(method, fillEndpoint(path, params.meta ?? {}), { body: params.data });
      return { data: withId({ ...params.data, ...(record ?? {}) }, config.idField) } as never;
    },
    async update(resource, params) {
      const found = endpointFor(resource, 'update');
      if (!found) return (await fallback()).update(resource, params);
      const [config, { method, path }] = found;
      const record = await api<Record<string, unknown> | undefined>(method, fillEndpoint(path, { ...params.meta, id: params.id }), { body: params.data });
      return { data: withId({ ...params.data, ...(record ?? {}), [config.idField]: params.id }, config.idField) } as never;
    },
    async updateMany(resource, params) {
      if (!byName.has(resource)) return (await fallback()).updateMany(resource, params);
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as never, meta: params.meta })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const found = endpointFor(resource, 'delete');
      if (!found) return (await fallback()).delete(resource, params);
      const { method, path } = found[1];
      await api(method, fillEndpoint(path, { ...params.meta, id: params.id }));
      return { data: params.previousData ?? ({ id: params.id } as never) } as never;
    },
    async deleteMany(resource, params) {
      if (!byName.has(resource)) return (await fallback()).deleteMany(resource, params);
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id, meta: params.meta })));
      return { data: params.ids };
    },
  };
  return provider;
}
