import { useQueryClient } from '@tanstack/react-query';
import { api, POLLING, publishError, request, useLeaveWarning } from '@core';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lifePaths } from '../contract';

/**
 * Removes a hosting as part 2 §4 says: the request answers 202 while the removal runs and is
 * repeated every 5 s; any other success sends the user to /. Leaving meanwhile (a link, a reload, closing the
 * tab) asks first, in part 1 §8's words.
 */
export function useRemoval(domain: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useLeaveWarning(running, t('hosting-life.remove.leaving'));

  const attempt = useCallback(async () => {
    try {
      const response = await request('POST', lifePaths.remove(domain), { body: { domain, acceptance: true } });
      if (response.status === 202) {
        timer.current = setTimeout(() => void attempt(), POLLING.hostingRemoval);
        return;
      }
      setRunning(false);
      // Leave first: the hosting page's own query would find the hosting gone.
      navigate('/');
      queryClient.removeQueries({ queryKey: ['hostings', domain] });
      await queryClient.invalidateQueries({ queryKey: ['hostings'] });
    } catch (error) {
      setRunning(false);
      publishError(error);
    }
  }, [domain, navigate, queryClient]);

  const start = useCallback(
    async (feedback: string | null) => {
      setRunning(true);
      if (feedback) await api('POST', lifePaths.removalFeedback, { body: { message: feedback } }).catch(() => undefined);
      await attempt();
    },
    [attempt],
  );

  return { running, start };
}
