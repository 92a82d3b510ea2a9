import type { FastifyBaseLogger } from 'fastify';
import { localCaptcha, noCaptcha, providerCaptcha, type CaptchaCheck, type OneTimeTokens } from '../auth/captcha';
import { httpSmsTransport, SmsSender } from '../auth/sms';
import { Mailer } from '../sandbox/mailer';
import { smtpTransport } from './mailTransport';
import type { OutgoingSettings } from './settings';

export interface Outgoing {
  mailer: Mailer;
  sms: SmsSender;
  captcha: CaptchaCheck;
  close(): void;
}

/**
 * Mail, SMS and captcha as the settings and the sandbox switch make them. With the sandbox on, mail
 * and SMS stay in its outboxes (and also go out when configured) and the local captcha runs; without
 * it, what is not configured says so once at start-up, never failing the start. The local captcha
 * keeps its tokens in `captchaTokens` (the shared state), so every API process accepts them.
 */
export function outgoingFrom(settings: OutgoingSettings, sandbox: boolean, log: FastifyBaseLogger, captchaTokens: OneTimeTokens): Outgoing {
  const mailTransport = settings.mailUrl ? smtpTransport(settings.mailUrl, settings.mailFrom ?? defaultSender(settings.mailUrl)) : null;
  const smsTransport = settings.smsUrl ? httpSmsTransport(settings.smsUrl, settings.smsToken, settings.smsFrom ?? 'Painel') : null;
  const captcha = settings.captchaSecret && settings.captchaSiteKey
    ? providerCaptcha(settings.captchaProvider ?? 'turnstile', settings.captchaSecret, settings.captchaSiteKey, log)
    : sandbox ? localCaptcha(captchaTokens) : noCaptcha;
  if (!sandbox) {
    if (!mailTransport) log.warn('MAIL_URL is not set: no mail leaves this server (verification and reset links, notices); customers cannot finish signing up. Set MAIL_URL=smtp://user:password@host:587 and MAIL_FROM.');
    if (!smsTransport) log.warn('SMS_URL is not set: no phone-verification code is sent; customers who give a phone cannot finish signing up. Set SMS_URL and SMS_TOKEN (README, "Mail, SMS and captcha").');
    if (captcha === noCaptcha) log.warn('CAPTCHA_SECRET is not set: sign-in, sign-up and password reset are not protected by a captcha. Set CAPTCHA_PROVIDER, CAPTCHA_SECRET and CAPTCHA_SITE_KEY.');
  }
  return {
    mailer: new Mailer(log, mailTransport, sandbox),
    sms: new SmsSender(log, smsTransport, sandbox),
    captcha,
    close: () => mailTransport?.close(),
  };
}

/** nao-responda@ the mail server's domain, when MAIL_FROM is not set. */
function defaultSender(mailUrl: string): string {
  return `Painel <nao-responda@${new URL(mailUrl).hostname}>`;
}
