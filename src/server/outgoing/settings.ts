/**
 * What leaves this machine in production, from the environment: mail (SMTP), SMS (a provider's HTTP
 * API) and the captcha's verification. Unset, each says so at start-up (outgoing/startupNotices.ts).
 */
export interface OutgoingSettings {
  /** MAIL_URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
  mailUrl?: string;
  /** MAIL_FROM: the sender, "Painel <nao-responda@provedor.com.br>". */
  mailFrom?: string;
  /** SMS_URL: the provider's send endpoint (Zenvia's https://api.zenvia.com/v2/channels/sms/messages or one that takes the same JSON). */
  smsUrl?: string;
  /** SMS_TOKEN: the provider's API token, sent as X-API-TOKEN. */
  smsToken?: string;
  /** SMS_FROM: the sender name the provider's account has. */
  smsFrom?: string;
  /** CAPTCHA_PROVIDER: turnstile (default), hcaptcha or recaptcha. */
  captchaProvider?: CaptchaProvider;
  /** CAPTCHA_SECRET: the provider's secret key, for its siteverify call. */
  captchaSecret?: string;
  /** CAPTCHA_SITE_KEY: the provider's public key, which the sign-in pages use. */
  captchaSiteKey?: string;
}

export const CAPTCHA_PROVIDERS = ['turnstile', 'hcaptcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** A setting that cannot work, told before the server starts. */
export class OutgoingSettingsError extends Error {}

export function readOutgoingSettings(env: Record<string, string | undefined>): OutgoingSettings {
  const mailUrl = env.MAIL_URL || undefined;
  if (mailUrl && !/^smtps?:\/\/[^/]/.test(mailUrl)) throw new OutgoingSettingsError('MAIL_URL deve ser um endereço SMTP: smtp://usuário:senha@servidor:587 ou smtps://usuário:senha@servidor:465.');
  const smsUrl = env.SMS_URL || undefined;
  if (smsUrl && !/^https?:\/\/[^/]/.test(smsUrl)) throw new OutgoingSettingsError('SMS_URL deve ser o endereço https:// da API de envio do provedor de SMS.');
  const provider = (env.CAPTCHA_PROVIDER || 'turnstile').toLowerCase();
  if (!(CAPTCHA_PROVIDERS as readonly string[]).includes(provider)) throw new OutgoingSettingsError(`CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER} não é conhecido: use turnstile, hcaptcha ou recaptcha.`);
  if (env.CAPTCHA_SECRET && !env.CAPTCHA_SITE_KEY) throw new OutgoingSettingsError('CAPTCHA_SECRET precisa de CAPTCHA_SITE_KEY, a chave pública que as páginas de login usam.');
  return {
    mailUrl,
    mailFrom: env.MAIL_FROM || undefined,
    smsUrl,
    smsToken: env.SMS_TOKEN || undefined,
    smsFrom: env.SMS_FROM || undefined,
    captchaProvider: provider as CaptchaProvider,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    captchaSiteKey: env.CAPTCHA_SITE_KEY || undefined,
  };
}
