import { useQuery } from '@tanstack/react-query';
import { apiQuery, showAlert } from '@core';
import { useMemo } from 'react';
import type { HelpConfig } from '../contract';
import { helpPaths } from '../model';
import { jivoChat, localChat, type ChatAdapter } from './chatAdapter';

/** The operator's help configuration (GET /help/config), read once a session. */
export function useHelpConfig() {
  return useQuery({
    queryKey: ['help', 'config'],
    ...apiQuery<HelpConfig>(helpPaths.config),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  }).data;
}

/**
 * The live chat where the operator configured one. `withoutWidget` is what a flow says when there is no chat
 * widget at all (a WordPress trial asks the customer to reach support instead, part 1 §8); a widget still
 * loading says the chat has not started.
 */
export function useChat(withoutWidget?: string): ChatAdapter {
  const widgetId = useHelpConfig()?.chatWidgetId;
  return useMemo(() => {
    if (widgetId) return jivoChat(widgetId);
    if (withoutWidget) return { open: () => showAlert({ title: 'Notificação', message: withoutWidget }) };
    return localChat;
  }, [widgetId, withoutWidget]);
}
