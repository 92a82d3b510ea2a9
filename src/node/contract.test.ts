import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentNode, NodeRefused } from '@server/provisioning/hostingNode';
import { createAgentServer } from './agent';
import { OPERATION_SCHEMAS, type OperationName } from './contract';
import type { NodeOperations } from './operations';

/** A valid call of every operation; each test below spoils one field of one of them. */
const VALID: { [Name in OperationName]: Record<string, unknown> } = {
  createAccount: { hostingId: 7, phpVersion: '8.2' },
  removeAccount: { hostingId: 7 },
  handOverFiles: { hostingId: 7, path: "public_html/fotos d'Ana/praia.jpg" },
  writeSite: {
    hostingId: 7,
    domain: 'lojadaana.com.br',
    temporaryDomain: 'ana.painel-temp.com.br',
    aliases: ['lojadaana.net.br'],
    subdomains: [{ host: 'blog.lojadaana.com.br', dir: 'blog' }],
    redirects: [{ source: 'www.lojadaana.net.br', target: 'https://lojadaana.com.br/', code: 301 }],
    httpsOnly: false,
    suspensionPage: null,
  },
  removeSite: { hostingId: 7 },
  applyPhp: {
    hostingId: 7,
    version: '8.2',
    values: { memory_limit: 256, upload_max_filesize: 64, post_max_size: 64, max_execution_time: 30, max_input_time: 60, max_input_vars: 1000, display_errors: false, output_compression: true },
  },
  readLog: { hostingId: 7, kind: 'php', maxBytes: 65536 },
  installWordPress: { hostingId: 7, path: 'public_html/blog', url: 'https://lojadaana.com.br/blog', title: `Blog da Ana's "novo" $(id); <b>`, username: 'admin', password: `S3nh@ "forte" $(id); 'x'`, email: 'ana@lojadaana.com.br' },
  issueCertificate: { hostingId: 7, names: ['lojadaana.com.br', 'www.lojadaana.com.br'] },
  writeSshAccess: { hostingId: 7, enabled: true, keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA+vSOFLyrFnT+EVMPCnvc+o1dq19yoD10/17eC'], password: 'senha "forte"; $(nada)' },
  writeCrontab: { hostingId: 7, entries: [{ id: '0123456789ab', schedule: '*/5 * * * *', command: 'php "$HOME/public_html/cron.php" > /dev/null 2>&1; echo fim' }] },
  listSites: {},
  phpVersions: {},
  writeZone: {
    hostingId: 7,
    zone: 'lojadaana.com.br',
    serial: 2026120201,
    nameservers: ['ns1.painel.net.br', 'ns2.painel.net.br'],
    records: [
      { type: 'A', name: '', value: '10.0.0.5', ttl: 3600 },
      { type: 'CNAME', name: 'www', value: 'lojadaana.com.br', ttl: 3600 },
      { type: 'MX', name: '', value: 'mail.lojadaana.com.br', ttl: 3600, priority: 10 },
      { type: 'SRV', name: '_sip._tcp', value: 'sip.lojadaana.com.br', ttl: 3600, priority: 10, weight: 5, port: 5060 },
      { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none; "citado"', ttl: 3600 },
    ],
  },
  removeZone: { hostingId: 7 },
  listZones: {},
  readUsage: {},
  writeMail: {
    hostingId: 7,
    domain: 'lojadaana.com.br',
    accounts: [
      {
        localPart: 'contato',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$7SZ91dnkhciAZ76PeDR+7A$+HRU58d2hyruJOPCE3VvzyOmXTqr5KnGId2f8krWZN4',
        quotaMb: 1024,
        disabled: false,
        autoresponder: { subject: 'Férias "longas"; $(nada)', body: 'Volto logo.\n\tAna "da loja" \\ $(id)', start: '2026-12-20T08:00', stop: null },
      },
    ],
    aliases: [{ localPart: 'vendas', destinations: ['contato@lojadaana.com.br', 'ana+loja@exemplo.com.br'] }],
  },
  removeMail: { hostingId: 7 },
  listMail: {},
  readDkimKey: { domain: 'lojadaana.com.br' },
  setDiskQuota: { hostingId: 7, megabytes: 20 * 1024 },
  readDiskUsage: { hostingIds: [7, 8] },
};

/** What an attacker types: each way a value could end a line, a statement, a quote or a path, run a command or overflow. */
const HOSTILE = (valid: string) => [
  `${valid}\nserver { listen 80; }`,
  `${valid}\r\nX: y`,
  `${valid}; include /etc/shadow`,
  `$(id)${valid}`,
  `${valid}$(reboot)`,
  `"${valid}`,
  `${valid}'`,
  `\`id\`${valid}`,
  `../${valid}`,
  `${valid}/../../etc`,
  `${valid}\0`,
  `${valid}${'a'.repeat(5000)}`,
];

const NUMBER_HOSTILE = ['7;', '7\n', '$(id)', -1, 0, 1.5, 1e12, '"7"', null, true];

type Field = { path: (string | number)[]; kind: 'string' | 'number' | 'hostingIds' | 'homePath' | 'boolean' | 'content' | 'code' | 'names' | 'schedule' | 'command' | 'entries' | 'sshKey' | 'password' | 'txt' | 'port' | 'mailName' | 'mailAddress' | 'passwordHash' | 'quota' | 'mailAccounts' | 'destinations' | 'oneLine' | 'lines' | 'moment' };

/** Every field of every operation, with how it is spoiled. */
const FIELDS: { [Name in OperationName]: Field[] } = {
  createAccount: [{ path: ['hostingId'], kind: 'number' }, { path: ['phpVersion'], kind: 'string' }],
  removeAccount: [{ path: ['hostingId'], kind: 'number' }],
  handOverFiles: [{ path: ['hostingId'], kind: 'number' }, { path: ['path'], kind: 'homePath' }],
  writeSite: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['domain'], kind: 'string' },
    { path: ['temporaryDomain'], kind: 'string' },
    { path: ['aliases', 0], kind: 'string' },
    { path: ['subdomains', 0, 'host'], kind: 'string' },
    { path: ['subdomains', 0, 'dir'], kind: 'string' },
    { path: ['redirects', 0, 'source'], kind: 'string' },
    { path: ['redirects', 0, 'target'], kind: 'string' },
    { path: ['redirects', 0, 'code'], kind: 'code' },
    { path: ['httpsOnly'], kind: 'boolean' },
    // The suspension page is HTML served as a file, never part of a configuration: quotes and
    // semicolons are its text; NUL and an over-long page are refused.
    { path: ['suspensionPage'], kind: 'content' },
  ],
  removeSite: [{ path: ['hostingId'], kind: 'number' }],
  applyPhp: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['version'], kind: 'string' },
    ...['memory_limit', 'upload_max_filesize', 'post_max_size', 'max_execution_time', 'max_input_time', 'max_input_vars'].map((name): Field => ({ path: ['values', name], kind: 'number' })),
    { path: ['values', 'display_errors'], kind: 'boolean' },
    { path: ['values', 'output_compression'], kind: 'boolean' },
  ],
  readLog: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['kind'], kind: 'string' },
    { path: ['maxBytes'], kind: 'number' },
  ],
  issueCertificate: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['names', 0], kind: 'string' },
    { path: ['names', 1], kind: 'string' },
    { path: ['names'], kind: 'names' },
  ],
  writeSshAccess: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['enabled'], kind: 'boolean' },
    // A key line's options or a second key in it would reach sshd: only type and data pass.
    { path: ['keys', 0], kind: 'string' },
    { path: ['keys', 0], kind: 'sshKey' },
    // The password is the customer's own text, on chpasswd's stdin: quotes and `$()` are its text; a line break, a control character and an over-long one are refused.
    { path: ['password'], kind: 'password' },
  ],
  writeCrontab: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['entries', 0, 'id'], kind: 'string' },
    { path: ['entries', 0, 'schedule'], kind: 'string' },
    { path: ['entries', 0, 'schedule'], kind: 'schedule' },
    // The command is the customer's own shell line, run as its user: quotes, `;` and `$()` are its
    // text. It never enters the crontab (the agent keeps it in a file); a second line, a control
    // character and an over-long command are refused.
    { path: ['entries', 0, 'command'], kind: 'command' },
    { path: ['entries'], kind: 'entries' },
  ],
  listSites: [],
  phpVersions: [],
  writeZone: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['zone'], kind: 'string' },
    { path: ['serial'], kind: 'number' },
    { path: ['nameservers', 0], kind: 'string' },
    { path: ['records', 0, 'name'], kind: 'string' },
    { path: ['records', 0, 'value'], kind: 'string' },
    { path: ['records', 1, 'value'], kind: 'string' },
    { path: ['records', 2, 'value'], kind: 'string' },
    { path: ['records', 2, 'priority'], kind: 'port' },
    { path: ['records', 3, 'name'], kind: 'string' },
    { path: ['records', 3, 'port'], kind: 'port' },
    { path: ['records', 4, 'ttl'], kind: 'number' },
    // A TXT text is data the agent quotes itself: quotes and semicolons are its text; line breaks, NUL and an over-long text are refused.
    { path: ['records', 4, 'value'], kind: 'txt' },
  ],
  removeZone: [{ path: ['hostingId'], kind: 'number' }],
  listZones: [],
  readUsage: [],
  // Title and password are the customer's text, on PHP's stdin as JSON: quotes, `;` and `$()` are their text.
  installWordPress: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['path'], kind: 'homePath' },
    { path: ['url'], kind: 'string' },
    { path: ['title'], kind: 'password' },
    { path: ['username'], kind: 'string' },
    { path: ['password'], kind: 'password' },
    { path: ['email'], kind: 'string' },
  ],
  // Every mail value reaches a Postfix map or a Dovecot passwd-file line (`:`, `,` and spaces separate
  // fields there) or names a mailbox's folder (`.`, `..`, `/`).
  writeMail: [
    { path: ['hostingId'], kind: 'number' },
    { path: ['domain'], kind: 'string' },
    { path: ['accounts', 0, 'localPart'], kind: 'string' },
    { path: ['accounts', 0, 'localPart'], kind: 'mailName' },
    { path: ['accounts', 0, 'passwordHash'], kind: 'string' },
    { path: ['accounts', 0, 'passwordHash'], kind: 'passwordHash' },
    { path: ['accounts', 0, 'quotaMb'], kind: 'quota' },
    { path: ['accounts', 0, 'disabled'], kind: 'boolean' },
    { path: ['accounts'], kind: 'mailAccounts' },
    // The autoresponder's texts are the customer's own, quoted by the agent in its Sieve script: quotes, `;` and `$()` are their text; a second subject line, NUL and other control characters are refused.
    { path: ['accounts', 0, 'autoresponder', 'subject'], kind: 'oneLine' },
    { path: ['accounts', 0, 'autoresponder', 'body'], kind: 'lines' },
    { path: ['accounts', 0, 'autoresponder', 'start'], kind: 'moment' },
    { path: ['accounts', 0, 'autoresponder', 'stop'], kind: 'moment' },
    { path: ['aliases', 0, 'localPart'], kind: 'string' },
    { path: ['aliases', 0, 'localPart'], kind: 'mailName' },
    { path: ['aliases', 0, 'destinations', 0], kind: 'string' },
    { path: ['aliases', 0, 'destinations', 1], kind: 'mailAddress' },
    { path: ['aliases', 0, 'destinations'], kind: 'destinations' },
  ],
  removeMail: [{ path: ['hostingId'], kind: 'number' }],
  listMail: [],
  readDkimKey: [{ path: ['domain'], kind: 'string' }],
  setDiskQuota: [{ path: ['hostingId'], kind: 'number' }, { path: ['megabytes'], kind: 'number' }],
  readDiskUsage: [{ path: ['hostingIds', 0], kind: 'number' }, { path: ['hostingIds'], kind: 'hostingIds' }],
};

function withValue(base: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

function spoiled(field: Field, current: unknown): unknown[] {
  if (field.kind === 'number') return NUMBER_HOSTILE;
  // No hosting, more than a node holds, or one id alone instead of a list.
  if (field.kind === 'hostingIds') return [[], Array.from({ length: 10_001 }, (_, index) => index + 1), 7];
  if (field.kind === 'oneLine') return ['Férias\nBcc: todos@exemplo.com.br', 'a\r\nb', 'a\0', 'a\u001bb', '', 'a'.repeat(201), 7];
  if (field.kind === 'lines') return ['a\0', 'a\u001bb', 'a\u007fb', '', 'a'.repeat(10_001), 7];
  if (field.kind === 'moment') return ['2026-12-20', '2026-12-20T08:00\n', '2026-13-01T00:00', '2026-12-20T24:00', '"2026-12-20T08:00', '2026-12-20T08:00:00', '2026-12-20T08:00" :days 0', 7];
  if (field.kind === 'mailName') return ['.', '..', '.contato', 'contato.', 'con..tato', 'con/tato', 'con:tato', 'con,tato', 'con tato', 'Contato', 'con+tato', 'a'.repeat(65), '', 7];
  if (field.kind === 'mailAddress') return ['ana@exemplo.com.br, root@localhost', 'ana@exemplo.com.br\nroot', "an'a@exemplo.com.br", 'an"a@exemplo.com.br', 'a$(id)@exemplo.com.br', 'a`id`@exemplo.com.br', 'a;b@exemplo.com.br', 'a|b@exemplo.com.br', 'ana@exemplo.com.br ', 'ana', '@exemplo.com.br', 'ana@localhost', 'ana@EXEMPLO.com.br', '/etc/passwd', '|/bin/sh', ':include:/etc/passwd'];
  if (field.kind === 'passwordHash') return ['segredo', '{PLAIN}segredo', '$argon2i$v=19$m=19456,t=2,p=1$7SZ91dnkhciAZ76PeDR+7A$+HRU58d2hyruJOPCE3VvzyOmXTqr5KnGId2f8krWZN4', 'scrypt$c2FsdA==$aGFzaA==', '$argon2id$v=19$m=19456,t=2,p=1$7SZ91dnkhciAZ76PeDR+7A$+HRU58d2hyruJOPCE3Vvzy:OmXTqr5KnGId2f8krWZN4', ''];
  if (field.kind === 'quota') return ['1024;', -1, 1.5, 1_048_577, '$(id)', null, true];
  if (field.kind === 'mailAccounts') {
    const account = { localPart: 'contato', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$7SZ91dnkhciAZ76PeDR+7A$+HRU58d2hyruJOPCE3VvzyOmXTqr5KnGId2f8krWZN4', quotaMb: 0, disabled: false };
    return [[account, account], Array.from({ length: 10_001 }, (_, index) => ({ ...account, localPart: `c${index}` })), account];
  }
  if (field.kind === 'destinations') return [[], ['ana@exemplo.com.br', 'ana@exemplo.com.br'], Array.from({ length: 1001 }, (_, index) => `a${index}@exemplo.com.br`), 'ana@exemplo.com.br'];
  if (field.kind === 'code') return [303, 200, '301', '301;'];
  // A file name keeps its quotes and spaces (it reaches no configuration); leaving the home, an empty or control name, NUL and overflow are refused.
  if (field.kind === 'homePath') return ['../segredo', 'public_html/../../etc/shadow', '/etc/shadow', 'public_html//a', 'public_html/./a', 'a\nb', 'a\rb', 'a\0', 'a\u001bb', 'a'.repeat(256), `${'a/'.repeat(2100)}a`, 7];
  if (field.kind === 'boolean') return ['On\n', 'on', 1, '$(id)'];
  if (field.kind === 'content') return ['<p>a</p>\0', 'a'.repeat(64 * 1024 + 1)];
  if (field.kind === 'txt') return ['v=spf1\ninclude:x', 'a\r\nX: y', 'a\0', 'a'.repeat(4001), 7];
  if (field.kind === 'port') return ['5060;', 65536, -1, 1.5, '$(id)'];
  if (field.kind === 'sshKey') return ['command="id" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA notebook', 'ssh-dss AAAAB3NzaC1kc3MAAACBAP', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA', 'ssh-ed25519', ''];
  if (field.kind === 'password') return ['senha\nh1:outra', 'a\rb', 'a\0', '', 'a'.repeat(257), 7];
  // Names, macros, out-of-range numbers, a step on a single number, a reversed range, four or six fields, two spaces.
  if (field.kind === 'schedule') return ['MON * * * *', '@daily', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', '5/10 * * * *', '*/0 * * * *', '5-1 * * * *', '* * * *', '* * * * * *', '*  * * * *', '* * * * *\n* * * * * id'];
  if (field.kind === 'command') return ['php a.php\nrm -rf ~', 'a\rb', 'a\0', 'a\u001bb', 'a\u0085b', 'a\u2028b', '', 'a'.repeat(1001), 7];
  if (field.kind === 'entries') {
    const entry = { id: '0123456789ab', schedule: '* * * * *', command: 'true' };
    return [[entry, entry], Array.from({ length: 201 }, (_, index) => ({ ...entry, id: index.toString(16).padStart(12, '0') })), entry];
  }
  // A certificate for no name, for one name twice, or for more names than a site may have.
  if (field.kind === 'names') return [[], ['lojadaana.com.br', 'lojadaana.com.br'], Array.from({ length: 101 }, (_, index) => `n${index}.lojadaana.com.br`), 'lojadaana.com.br'];
  return HOSTILE(String(current ?? 'x'));
}

const get = (value: unknown, path: (string | number)[]) => path.reduce((node, key) => (node as Record<string | number, unknown>)[key], value);

/** [operation, field path, hostile arguments] for every field of every operation, and an extra key for each. */
const CASES: [OperationName, string, Record<string, unknown>][] = (Object.keys(FIELDS) as OperationName[]).flatMap((name) => [
  ...FIELDS[name].flatMap((field) => spoiled(field, get(VALID[name], field.path)).map((value): [OperationName, string, Record<string, unknown>] => [name, `${field.path.join('.')} = ${JSON.stringify(value).slice(0, 40)}`, withValue(VALID[name], field.path, value)])),
  [name, 'an unknown field', { ...VALID[name], command: '$(id)' }],
]);

describe('every node operation refuses hostile arguments', () => {
  it('covers every operation the agent knows', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(Object.keys(OPERATION_SCHEMAS).sort());
    for (const name of Object.keys(VALID) as OperationName[]) expect(OPERATION_SCHEMAS[name].safeParse(VALID[name]).success, name).toBe(true);
  });

  it.each(CASES)('%s: %s is refused by its schema', (name, _field, args) => {
    expect(OPERATION_SCHEMAS[name].safeParse(args).success).toBe(false);
  });

  describe('by the panel before sending and by the agent on receipt', () => {
    const reached: string[] = [];
    const operations = { perform: async (name: string) => reached.push(name) } as unknown as NodeOperations;
    const server = createAgentServer(operations, 's'.repeat(40));
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('refuses each one in the panel (422) and, sent raw, in the agent (422), which runs none', async () => {
      const node = new AgentNode({ url, secret: 's'.repeat(40) });
      for (const [name, field, args] of CASES) {
        await expect(node.perform(name, args as never), `${name} ${field}`).rejects.toMatchObject({ statusCode: 422 });
        const response = await fetch(`${url}/operations/${name}`, { method: 'POST', headers: { authorization: `Bearer ${'s'.repeat(40)}` }, body: JSON.stringify(args) });
        expect(response.status, `${name} ${field}`).toBe(response.status === 413 ? 413 : 422);
      }
      expect(reached).toEqual([]);
      await node.perform('listSites', {});
      expect(reached).toEqual(['listSites']);
      // Some 280 requests: a loaded machine takes longer than the default.
    }, 120_000);

    it('refuses a wrong secret and an unknown operation', async () => {
      expect((await fetch(`${url}/operations/listSites`, { method: 'POST', headers: { authorization: 'Bearer wrong' }, body: '{}' })).status).toBe(401);
      expect((await fetch(`${url}/operations/runShell`, { method: 'POST', headers: { authorization: `Bearer ${'s'.repeat(40)}` }, body: '{}' })).status).toBe(404);
      await expect(new AgentNode({ url, secret: 'wrong'.repeat(8) }).perform('listSites', {})).rejects.toBeInstanceOf(NodeRefused);
    });
  });
});
