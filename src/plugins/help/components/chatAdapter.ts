import { api, showAlert } from '@core';
import { CHAT_NOT_STARTED } from '../model';

/** The live chat behind the help button: the provider's widget when configured, else a local default. */
export interface ChatAdapter {
  open(): void;
}

/** No widget configured (or not loaded yet): say so, with the specification's words. */
export const localChat: ChatAdapter = {
  open: () => showAlert({ title: 'Notificação', message: CHAT_NOT_STARTED }),
};

interface JivoWindow {
  jivo_api?: { open: () => void; showProactiveInvitation: (text: string) => void };
  jivo_onLoadCallback?: () => void;
  jivo_onOpen?: () => void;
}

/** Once the widget is up, it offers the customer's proactive message; opening the chat after it is noted. */
function offerProactiveMessage(w: JivoWindow) {
  w.jivo_onLoadCallback = () => {
    void api<{ message: string | null; segment_id: string | null }>('GET', '/user/jivochat/message')
      .then(({ message, segment_id: segment }) => {
        if (!message || !segment) return;
        w.jivo_api?.showProactiveInvitation(message);
        w.jivo_onOpen = () => void api('GET', `/user/jivochat/message/interaction/${encodeURIComponent(segment)}`).catch(() => undefined);
      })
      .catch(() => undefined);
  };
}

/** JivoChat, loaded only when an operator set CHAT_WIDGET_ID; until it answers, the local text. */
export function jivoChat(widgetId: string): ChatAdapter {
  if (!document.querySelector('script[data-chat-widget]')) {
    const script = document.createElement('script');
    script.src = `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`;
    script.async = true;
    script.dataset.chatWidget = widgetId;
    offerProactiveMessage(window as unknown as JivoWindow);
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
