import { PANEL_CALL_HEADER } from '@core';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { filePaths, MESSAGES, UPLOAD_CONCURRENCY, UPLOAD_MAX_BYTES } from '../../contract';

export type UploadStatus = 'queued' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  file: File;
  dir: string;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  /** Bytes the server already held when this attempt started: above 0 means it resumed. */
  resumedFrom: number;
  error: string | null;
}

/** Each PATCH carries at most this much: an interruption loses at most one chunk. */
const CHUNK_BYTES = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

function messageOf(error: Error, fallback: string): string {
  const body = (error as tus.DetailedError).originalResponse?.getBody();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      if (body.length < 300) return body.trim();
    }
  }
  return fallback;
}

/**
 * Uploads of part 2 §2/§9: at most 100 MB a file, 5 at a time, each with its progress, success or
 * error; `onAllDone` once none is left running. Each file goes by tus: the server keeps what
 * arrived, so after a dropped connection (or a retry from the panel) the upload continues from
 * the last byte the server holds instead of starting over.
 */
export function useUploads(resource: string, onAllDone: () => void, failedText: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Map<number, tus.Upload>());
  const nextId = useRef(1);
  const doneCallback = useRef(onAllDone);
  doneCallback.current = onAllDone;

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((old) => old.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const upload = new tus.Upload(item.file, {
        endpoint: `${window.location.origin}/api${filePaths.tus(resource)}`,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        removeFingerprintOnSuccess: true,
        metadata: { filename: item.name, dir: item.dir, filetype: item.file.type },
        // The session cookie goes with every request; the header tells the API it is the panel's own (CSRF).
        onBeforeRequest: (request) => request.setHeader(PANEL_CALL_HEADER, '1'),
        onProgress: (sent, total) => update(item.id, { progress: total ? sent / total : 1 }),
        onShouldRetry: (error) => {
          const status = (error as tus.DetailedError).originalResponse?.getStatus() ?? 0;
          return status === 0 || status >= 500 || status === 409 || status === 423;
        },
        onSuccess: () => {
          running.current.delete(item.id);
          update(item.id, { status: 'success', progress: 1 });
        },
        onError: (error) => {
          running.current.delete(item.id);
          update(item.id, { status: 'error', error: messageOf(error, failedText) });
        },
      });
      running.current.set(item.id, upload);
      update(item.id, { status: 'uploading', error: null });
      void upload.findPreviousUploads().then((previous) => {
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) {
          upload.resumeFromPreviousUpload(last);
          update(item.id, { resumedFrom: 1 });
        }
        upload.start();
      });
    },
    [failedText, resource, update],
  );

  // Keeps five running while any wait; tells the page once the last one has finished.
  const wasBusy = useRef(false);
  useEffect(() => {
    const active = items.filter((item) => item.status === 'uploading').length;
    const waiting = items.filter((item) => item.status === 'queued');
    for (const item of waiting.slice(0, Math.max(0, UPLOAD_CONCURRENCY - active))) start(item);
    const busy = active > 0 || waiting.length > 0;
    if (wasBusy.current && !busy) doneCallback.current();
    wasBusy.current = busy;
  }, [items, start]);

  useEffect(() => () => {
    for (const upload of running.current.values()) void upload.abort();
  }, []);

  return {
    items,
    busy: items.some((item) => item.status === 'uploading' || item.status === 'queued'),
    add(files: File[], dir: string) {
      const added = files.map((file): UploadItem => {
        const tooLarge = file.size > UPLOAD_MAX_BYTES;
        return { id: nextId.current++, name: file.name, size: file.size, file, dir, status: tooLarge ? 'error' : 'queued', progress: 0, resumedFrom: 0, error: tooLarge ? MESSAGES.uploadTooLarge : null };
      });
      setItems((old) => [...old, ...added]);
    },
    /** Tries a failed upload again: tus resumes from what the server kept. */
    retry(id: number) {
      setItems((old) => old.map((item) => (item.id === id && item.size <= UPLOAD_MAX_BYTES ? { ...item, status: 'queued', error: null } : item)));
    },
    clear() {
      setItems((old) => old.filter((item) => item.status === 'uploading' || item.status === 'queued'));
    },
  };
}
