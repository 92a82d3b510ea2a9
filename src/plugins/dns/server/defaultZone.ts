import type { RecordFields } from '../contract';

/** A 2048-bit RSA public key in base64: long enough to need two TXT strings, as real DKIM keys do. */
const DKIM_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu7Kf1Jf8a9xXq0b6yVb2mQ3p5o2W9Jc4Xr2dYbq1HnR8vT3kZs7LwE0cPq4UaG6' +
  'yHn5Tq2sLrM9vD1fXw3KjB8eQ0tZp4NcVb7oR6iAyS2mGh9uJd3lC5xWf1EaKq8TnYz0rOs4PbHv6gU2jMi7XkLwD9yRt3QeFa1ZcN5' +
  'oVb8pS0mKd2iG4hJx6lT7uCr9wEy1nBf3qMs5OaP2vLk8jRz0XgDt6cUe4bNi1HoWy7QfSa9mAp3KrVl2Gd5xJc8ZnTs0uBe6iYw4Mq' +
  'hE1OfR7gLk9Pv3DxA2jCz5WtN8sIo6bUy0HdQIDAQAB';

/** The records a new hosting's zone starts with, and what "Restaurar padrões" brings back. */
export function defaultRecords(domain: string, serverIp: string): RecordFields[] {
  return [
    { type: 'A', name: '', value: serverIp, ttl: 3600 },
    { type: 'A', name: 'mail', value: serverIp, ttl: 3600 },
    { type: 'CNAME', name: 'www', value: domain, ttl: 3600 },
    { type: 'CNAME', name: 'ftp', value: domain, ttl: 3600 },
    { type: 'MX', name: '', value: `mail.${domain}`, ttl: 3600, priority: 10 },
    { type: 'TXT', name: '', value: `v=spf1 a mx ip4:${serverIp} ~all`, ttl: 3600 },
    { type: 'TXT', name: 'default._domainkey', value: `v=DKIM1; k=rsa; p=${DKIM_PUBLIC_KEY}`, ttl: 3600 },
    { type: 'TXT', name: '_dmarc', value: `v=DMARC1; p=none; rua=mailto:postmaster@${domain}`, ttl: 3600 },
  ];
}
