import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, FIRST_QUERY_FRESH_MS, pagePath, POLLING, pollWhile } from '@core';
import {
  settingsKeys,
  settingsPaths,
  type CronFormBody,
  type CronJob,
  type CronList,
  type CronRunResult,
  type JobAnswer,
  type LogGroup,
  type LogsAnswer,
  type PhpSettings,
  type PhpSettingsBody,
  type PhpVersionBody,
  type SshKey,
  type SshKeyBody,
  type SshStatus,
  type SslStatus,
} from '../contract';

/** Failures show the feature's own text (toggles, deletes) or go under the fields (forms). */
const meta = { handlesErrors: true };

export function usePhp(resource: string) {
  return useQuery({ queryKey: settingsKeys.php(resource), queryFn: ({ signal }) => api<PhpSettings>('GET', settingsPaths.php(resource), { query: { directives: 1 }, signal }) });
}

export function usePhpMutations(resource: string) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: settingsKeys.php(resource) });
  return {
    reload,
    save: useMutation({ mutationFn: (body: PhpSettingsBody | PhpVersionBody) => api<JobAnswer>('POST', settingsPaths.php(resource), { body }), meta }),
    restore: useMutation({ mutationFn: () => api<PhpSettings>('POST', settingsPaths.phpRestore(resource)), onSuccess: reload }),
  };
}

/** The SSL state, re-read while the certificate is being issued. */
export function useSsl(resource: string) {
  return useQuery({
    queryKey: settingsKeys.ssl(resource),
    queryFn: ({ signal }) => api<SslStatus>('GET', settingsPaths.ssl(resource), { signal }),
    refetchInterval: (query) => pollWhile(query.state.data?.checking === true, POLLING.hostingStatus)(query),
  });
}

export function useSslMutations(resource: string) {
  const client = useQueryClient();
  const put = (status: SslStatus) => client.setQueryData(settingsKeys.ssl(resource), status);
  return {
    enable: useMutation({ mutationFn: () => api<SslStatus>('POST', settingsPaths.sslEnable(resource)), onSuccess: put }),
    redirect: useMutation({ mutationFn: (value: boolean) => api<SslStatus>('PATCH', settingsPaths.sslRedirect(resource), { body: { value } }), onSuccess: put, meta }),
  };
}

/**
 * The SSH state, polled every 10 s while a change is queued (part 2 §4, §9): one of the SSH page's first
 * queries.
 */
export const sshQuery = (resource: string) =>
  queryOptions({
    queryKey: settingsKeys.ssh(resource),
    queryFn: ({ signal }) => api<SshStatus>('GET', settingsPaths.ssh(resource), { signal }),
    refetchInterval: (query) => pollWhile(query.state.data?.queued === true, POLLING.sshStatus)(query),
    staleTime: FIRST_QUERY_FRESH_MS,
  });

export function useSsh(resource: string) {
  return useQuery(sshQuery(resource));
}

/** The FTP main account's answer, as GET /hosting/{resource}/ftp gives it (part 2 §7: used by the SSH page). */
interface FtpMain {
  main: { username: string; password: string | null };
}

/** Whether a plugin of the brand serves the FTP page, and so the main account's password to show. */
export const servesFtp = (resource: string) => pagePath('/hosting/:resource/ftp', { resource }) !== null;

/** SSH signs in with the FTP main account's password (part 2 §3). */
export const ftpMainQuery = (resource: string) =>
  queryOptions({
    queryKey: ['ftp', resource],
    queryFn: ({ signal }) => api<FtpMain>('GET', `/hosting/${encodeURIComponent(resource)}/ftp`, { signal }),
    staleTime: FIRST_QUERY_FRESH_MS,
  });

export function useSshMutations(resource: string) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: settingsKeys.ssh(resource) });
  return {
    toggle: useMutation({
      mutationFn: (value: boolean) => api<SshStatus>('PATCH', settingsPaths.ssh(resource), { body: { value } }),
      onSuccess: (status) => client.setQueryData(settingsKeys.ssh(resource), status),
      meta,
    }),
    addKey: useMutation({ mutationFn: (body: SshKeyBody) => api<SshKey>('POST', settingsPaths.ssh(resource), { body }), onSuccess: reload, meta }),
    removeKey: useMutation({ mutationFn: (title: string) => api('DELETE', settingsPaths.sshKey(resource, title)), onSuccess: reload, meta }),
  };
}

export function useCron(resource: string) {
  return useQuery({ queryKey: settingsKeys.cron(resource), queryFn: ({ signal }) => api<CronList>('GET', settingsPaths.cron(resource), { signal }) });
}

export function useCronMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: settingsKeys.cron(resource) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: CronFormBody }) =>
        id ? api<CronJob>('PUT', settingsPaths.cronJob(resource, id), { body }) : api<CronJob>('POST', settingsPaths.cron(resource), { body }),
      onSuccess,
      meta,
    }),
    remove: useMutation({ mutationFn: (job: CronJob) => api('DELETE', settingsPaths.cronJob(resource, job.id)), onSuccess, meta }),
    run: useMutation({ mutationFn: (job: CronJob) => api<CronRunResult>('POST', settingsPaths.cronRun(resource, job.id)), meta }),
  };
}

export function useLogs(resource: string, group: LogGroup) {
  return useQuery({ queryKey: settingsKeys.logs(resource, group), queryFn: ({ signal }) => api<LogsAnswer>('GET', settingsPaths.logs(resource), { query: { group }, signal }) });
}
