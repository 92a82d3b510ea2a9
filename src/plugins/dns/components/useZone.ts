import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@core';
import { dnsKeys, dnsPaths, type DnsRecord, type DomainStatus, type RecordInput, type ZoneDiff } from '../contract';

export function useDomainStatus(resource: string) {
  return useQuery({
    queryKey: dnsKeys.status(resource),
    queryFn: ({ signal }) => api<DomainStatus>('GET', dnsPaths.status(resource), { signal }),
  });
}

export function useRecords(resource: string) {
  return useQuery({
    queryKey: dnsKeys.records(resource),
    queryFn: ({ signal }) => api<DnsRecord[]>('GET', dnsPaths.records(resource), { signal }),
  });
}

/** The callers show these failures themselves (field errors, the feature's texts). */
const meta = { handlesErrors: true };

/** The zone's changes; each refreshes the record list when it succeeds. */
export function useZoneMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dnsKeys.records(resource) });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: number; input: RecordInput }) =>
        id === undefined ? api<DnsRecord>('POST', dnsPaths.records(resource), { body: input }) : api<DnsRecord>('PUT', dnsPaths.record(resource, id), { body: input }),
      onSuccess,
      meta,
    }),
    remove: useMutation({ mutationFn: (id: number) => api('DELETE', dnsPaths.record(resource, id)), onSuccess, meta }),
    reset: useMutation({ mutationFn: () => api('POST', dnsPaths.reset(resource)), onSuccess, meta }),
    preview: useMutation({ mutationFn: (zone: string) => api<ZoneDiff>('POST', dnsPaths.importPreview(resource), { body: { zone } }), meta }),
    apply: useMutation({
      mutationFn: (body: { zone: string; serial: number }) => api<DnsRecord[]>('POST', dnsPaths.import(resource), { body }),
      onSuccess,
      meta,
    }),
  };
}
