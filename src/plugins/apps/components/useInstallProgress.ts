import { api, POLLING } from '@core';
import { useEffect, useState } from 'react';
import { appsPaths, type InstallResult, type InstallStatusAnswer } from '../contract';

export type InstallState =
  | { phase: 'idle' }
  | { phase: 'installing'; key: string }
  | { phase: 'completed'; result: InstallResult }
  | { phase: 'error'; message: string };

/**
 * Follows one install by its key: first check after 5 s, then every 5 s while "installing"
 * (part 2 §4, §9); "completed" gives the result, an error stops it with the server's message.
 */
export function useInstallProgress(resource: string, failedText: string) {
  const [state, setState] = useState<InstallState>({ phase: 'idle' });
  const [progress, setProgress] = useState(0);
  const key = state.phase === 'installing' ? state.key : null;

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        const answer = await api<InstallStatusAnswer>('GET', appsPaths.status(resource, key));
        if (cancelled) return;
        setProgress(answer.progress);
        if (answer.status === 'installing') timer = setTimeout(() => void check(), POLLING.appInstall);
        else if (answer.status === 'completed' && answer.app) setState({ phase: 'completed', result: answer.app });
        else setState({ phase: 'error', message: answer.message ?? failedText });
      } catch (error) {
        if (!cancelled) setState({ phase: 'error', message: (error as Error).message || failedText });
      }
    };
    timer = setTimeout(() => void check(), POLLING.appInstall);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, resource, failedText]);

  return {
    state,
    progress,
    start: (started: string) => {
      setProgress(0);
      setState({ phase: 'installing', key: started });
    },
  };
}
