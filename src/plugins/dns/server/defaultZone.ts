import type { RecordFields } from '../contract';

/**
 * The records a new hosting's zone starts with, and what "Restaurar padrões" brings back. The DKIM
 * record is not among them: it holds the key the node signs the domain's mail with, which the
 * e-mail plugin publishes at `painel._domainkey` when the node makes it (and a reset keeps).
 */
export function defaultRecords(domain: string, serverIp: string): RecordFields[] {
  return [
    { type: 'A', name: '', value: serverIp, ttl: 3600 },
    { type: 'A', name: 'mail', value: serverIp, ttl: 3600 },
    { type: 'CNAME', name: 'www', value: domain, ttl: 3600 },
    { type: 'CNAME', name: 'ftp', value: domain, ttl: 3600 },
    { type: 'MX', name: '', value: `mail.${domain}`, ttl: 3600, priority: 10 },
    { type: 'TXT', name: '', value: `v=spf1 a mx ip4:${serverIp} ~all`, ttl: 3600 },
    { type: 'TXT', name: '_dmarc', value: `v=DMARC1; p=quarantine; rua=mailto:postmaster@${domain}; adkim=r; aspf=r`, ttl: 3600 },
  ];
}
