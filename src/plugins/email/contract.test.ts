import { describe, expect, it } from 'vitest';
import { changeQuotaSchema, createAccountSchema, createForwarderSchema, formatSize, mailConfig } from './contract';

describe('createAccountSchema', () => {
  it('lower-cases the name and reads a blank quota as 0 (unlimited)', () => {
    expect(createAccountSchema.parse({ username: ' Ana.Loja ', password: 'segredo123', quota: '' })).toEqual({ username: 'ana.loja', password: 'segredo123', quota: 0 });
    expect(createAccountSchema.parse({ username: 'ana', password: 'segredo123', quota: '1024' }).quota).toBe(1024);
    expect(createAccountSchema.parse({ username: 'ana', password: 'segredo123' }).quota).toBe(0);
  });

  it('wants a quota in steps of 512 and a name of at most 40', () => {
    expect(createAccountSchema.safeParse({ username: 'ana', password: 'segredo123', quota: 700 }).success).toBe(false);
    expect(createAccountSchema.safeParse({ username: 'a'.repeat(40), password: 'segredo123', quota: 0 }).success).toBe(true);
    expect(createAccountSchema.safeParse({ username: 'a'.repeat(41), password: 'segredo123', quota: 0 }).success).toBe(false);
    expect(changeQuotaSchema.safeParse({ email: 'a@b.com.br', quota: 1.5 }).success).toBe(false);
  });
});

describe('createForwarderSchema', () => {
  it('lower-cases the destination and wants an e-mail', () => {
    expect(createForwarderSchema.parse({ username: 'vendas', forward: 'Ana@Exemplo.com.br', forwarder: true }).forward).toBe('ana@exemplo.com.br');
    expect(createForwarderSchema.safeParse({ username: 'vendas', forward: 'ana@', forwarder: true }).success).toBe(false);
    expect(createForwarderSchema.parse({ username: 'vendas', forward: 'ana.loja+vendas@exemplo.com.br', forwarder: true }).forward).toBe('ana.loja+vendas@exemplo.com.br');
  });

  it('refuses what would reach the mail server as more than an address: quotes, spaces, commas, shell characters, line breaks', () => {
    for (const forward of ["an'a@exemplo.com.br", 'an"a@exemplo.com.br', 'a,b@exemplo.com.br', 'a;b@exemplo.com.br', 'a$(id)@exemplo.com.br', 'a`id`@exemplo.com.br', 'a|b@exemplo.com.br', 'a\nb@exemplo.com.br', '.ana@exemplo.com.br', 'a..b@exemplo.com.br', '/etc/passwd@exemplo.com.br']) {
      expect(createForwarderSchema.safeParse({ username: 'vendas', forward, forwarder: true }).success, forward).toBe(false);
    }
    for (const username of ['.ana', 'ana.', 'a..b', '..', 'a/b', 'a+b']) expect(createAccountSchema.safeParse({ username, password: 'segredo123' }).success, username).toBe(false);
  });
});

describe('mailConfig and formatSize', () => {
  it('gives mail.{domain} with the SSL and plain ports', () => {
    expect(mailConfig('x.com.br')).toEqual({
      secure: { host: 'mail.x.com.br', imap: 993, pop3: 995, smtp: 465 },
      insecure: { host: 'mail.x.com.br', imap: 143, pop3: 110, smtp: 587 },
    });
  });

  it('formats sizes in pt-BR', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatSize(1.5 * 1024 * 1024 * 1024)).toBe('1,5 GB');
    expect(formatSize(2048 * 1024 * 1024)).toBe('2 GB');
  });
});
