import { showAlert } from '@core';
import { CHAT_NOT_STARTED } from '../contract';

/** The live chat behind the help button: the provider's widget when configured, else a local default. */
export interface ChatAdapter {
  open(): void;
}

/** No widget configured (or not loaded yet): say so, with the specification's words. */
export const localChat: ChatAdapter = {
  open: () => showAlert({ title: 'Notificação', message: CHAT_NOT_STARTED }),
};

interface JivoWindow {
  jivo_api?: { open: () => void };
}

/** JivoChat, loaded only when an operator set CHAT_WIDGET_ID; until it answers, the local text. */
export function jivoChat(widgetId: string): ChatAdapter {
  if (!document.querySelector('script[data-chat-widget]')) {
    const script = document.createElement('script');
    script.src = `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`;
    script.async = true;
    script.dataset.chatWidget = widgetId;
    document.body.appendChild(script);
  }
  return {
    open: () => {
      const api = (window as unknown as JivoWindow).jivo_api;
      if (api) api.open();
      else localChat.open();
    },
  };
}
