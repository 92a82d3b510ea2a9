import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@core';
import { fileKeys, filePaths, joinPath, parentOf, type CompressInput, type CreateInput, type ExtractInput, type FileEntry, type Listing, type PermissionsInput, type ShownFile } from '../contract';

/** Every failure here has its own text (part 2 §8) or goes under a dialog's fields. */
const meta = { handlesErrors: true };

export function useListing(resource: string, path: string) {
  return useQuery({
    queryKey: fileKeys.list(resource, path),
    queryFn: ({ signal }) => api<Listing>('GET', filePaths.list(resource), { query: { path }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useShownFile(resource: string, path: string) {
  return useQuery({
    queryKey: fileKeys.show(resource, path),
    queryFn: ({ signal }) => api<ShownFile>('POST', filePaths.action(resource, 'show'), { body: { path }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useFileActions(resource: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: fileKeys.all(resource) });
  const post = <T = unknown,>(action: Parameters<typeof filePaths.action>[1], body: unknown, query?: Record<string, string>) =>
    api<T>('POST', filePaths.action(resource, action), { body, query });
  return {
    refresh,
    /** Drops entries from the cached folder at once (moves): the server answer follows. */
    dropFromList(path: string, removed: string[]) {
      client.setQueryData<Listing>(fileKeys.list(resource, path), (old) => (old ? { ...old, files: old.files.filter((file) => !removed.includes(file.path)) } : old));
    },
    /**
     * Shows a new name at once while the rename runs, with the path it will have, so that opening
     * the row before the list is read again opens the renamed file; returns that path.
     */
    renameInList(listPath: string, file: FileEntry, name: string): string {
      const renamed = joinPath(parentOf(file.path), name);
      client.setQueryData<Listing>(fileKeys.list(resource, listPath), (old) =>
        old ? { ...old, files: old.files.map((entry) => (entry.id === file.id ? { ...entry, name, path: renamed } : entry)) } : old,
      );
      return renamed;
    },
    createFolder: useMutation({ mutationFn: (body: CreateInput) => post('create-folder', body), onSuccess: refresh, meta }),
    createFile: useMutation({ mutationFn: (body: CreateInput) => post('create-file', body), onSuccess: refresh, meta }),
    rename: useMutation({ mutationFn: (body: { file: string; name: string }) => post('rename', body), meta }),
    move: useMutation({ mutationFn: (body: { files: string[]; dest: string }) => post('move', body), meta }),
    remove: useMutation({ mutationFn: (files: string[]) => post('remove', { files }), onSuccess: refresh, meta }),
    compress: useMutation({ mutationFn: (body: CompressInput) => post('compress', body), onSuccess: refresh, meta }),
    extract: useMutation({ mutationFn: (body: ExtractInput) => post<{ job: string }>('extract', body), meta }),
    permissions: useMutation({ mutationFn: (body: PermissionsInput) => post('permissions', body), onSuccess: refresh, meta }),
    save: useMutation({ mutationFn: (body: { path: string; content: string }) => post('edit', body), meta }),
    download: (path: string, name: string) => post<{ url: string; name: string }>('download', { path, name }),
    downloadMany: (body: CompressInput) => post<{ url: string; name: string }>('compress', body, { download: '1' }),
  };
}

export interface JobState {
  status: 'queued' | 'executing' | 'completed' | 'failed';
  result: { error?: string } | null;
}

/** An extraction job, where the specification serves it: GET /hosting/{resource}/files/job/{job}. */
export const jobOf = (resource: string, job: string) => api<JobState>('GET', filePaths.job(resource, job));

/** The browser follows a signed link: no bearer header needed, the file streams. */
export function followDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
