import { isAbort, showAlert, useLeaveWarning } from '@core';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { waitForJob } from './waitForJob';

/**
 * Follows a PHP job to its end and says how it went. While it runs, leaving the page (a link, a reload,
 * closing the tab) asks for confirmation first (part 1 §8, part 2 §8); leaving the page stops the polling.
 */
export function useJobRun(onDone: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useLeaveWarning(running, t('hosting-settings.php.leaving'));

  const follow = async (job: string, successText: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      const status = await waitForJob(job, controller.signal);
      if (status === 'completed') notify(successText, { type: 'success' });
      else showAlert({ title: 'Erro', message: t('hosting-settings.php.jobFailed') });
      onDone();
    } catch (error) {
      if (!isAbort(error)) showAlert({ title: 'Erro', message: t('hosting-settings.php.jobFailed') });
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  };
  return { running, follow };
}
