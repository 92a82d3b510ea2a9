import { createTransport } from 'nodemailer';

export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, from MAIL_URL (smtp:// takes STARTTLS when the server offers it; smtps:// is TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}
