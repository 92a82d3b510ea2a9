/**
 * The real providers' invisible challenges, loaded only when the server names one (CAPTCHA_SECRET):
 * each script is added once, then asked for a token. Their hosts are allowed by the server's
 * Content-Security-Policy for that provider only (src/server/http/securityHeaders.ts).
 */
type Provider = 'turnstile' | 'hcaptcha' | 'recaptcha';

interface Turnstile {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  execute(widget: string): void;
  reset(widget: string): void;
}
interface HCaptcha {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  execute(widget: string, options: { async: true }): Promise<{ response: string }>;
}
interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
    hcaptcha?: HCaptcha;
    grecaptcha?: ReCaptcha;
  }
}

const SCRIPTS: Record<Provider, (siteKey: string) => string> = {
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: () => 'https://js.hcaptcha.com/1/api.js?render=explicit',
  recaptcha: (siteKey) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
};

const loading = new Map<Provider, Promise<void>>();

function loadScript(provider: Provider, siteKey: string): Promise<void> {
  let loaded = loading.get(provider);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPTS[provider](siteKey);
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => (loading.delete(provider), reject(new Error('captcha script')));
      document.head.appendChild(script);
    });
    loading.set(provider, loaded);
  }
  return loaded;
}

/** A hidden holder for a widget: invisible challenges still need an element to live in. */
function holder(): HTMLElement {
  const element = document.createElement('div');
  element.style.display = 'none';
  document.body.appendChild(element);
  return element;
}

export async function providerToken(provider: Provider, siteKey: string): Promise<string> {
  await loadScript(provider, siteKey);
  if (provider === 'recaptcha') {
    const grecaptcha = window.grecaptcha!;
    await new Promise<void>((ready) => grecaptcha.ready(ready));
    return grecaptcha.execute(siteKey, { action: 'login' });
  }
  if (provider === 'hcaptcha') {
    const widget = window.hcaptcha!.render(holder(), { sitekey: siteKey, size: 'invisible' });
    return (await window.hcaptcha!.execute(widget, { async: true })).response;
  }
  return new Promise<string>((resolve, reject) => {
    const turnstile = window.turnstile!;
    const widget = turnstile.render(holder(), { sitekey: siteKey, execution: 'execute', appearance: 'interaction-only', callback: resolve, 'error-callback': () => reject(new Error('turnstile')) });
    turnstile.execute(widget);
  });
}
