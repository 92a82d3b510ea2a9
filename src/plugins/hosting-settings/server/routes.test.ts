import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sshpk from 'sshpk';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { NodeRefused } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import type { JobsTable } from '@server/jobs/jobs';
import { CERTIFICATE_FAILURES } from '../../../node/contract';
import { SSL_JOB, SSL_RETRY_DELAYS_MS } from './certificateJob';
import { canConfine, runConfined } from './runOnce';
import { DEMO_HOSTILE_PATH, DEMO_SSH_KEY } from './seed';

const LOJA = 'lojadaana.com.br';
const BLOG = 'blogdaana.com.br';
const api = (resource: string, tail: string) => `/api/hosting/${resource}/${tail}`;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const hostingId = async (domain: string) => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
const fileOf = async (domain: string, relative: string) => path.join(await app.context.files.root(await hostingId(domain)), relative);
const read = async (domain: string, relative: string) => readFile(await fileOf(domain, relative), 'utf8');
const get = async (url: string) => (await call(app, owner, 'GET', url)).json().data;
/** Runs the queue until the job leaves queued/executing (tests start the app with the loop stopped). */
async function finish(job: string) {
  for (let i = 0; i < 50; i++) {
    await app.context.jobs.tick();
    const status = (await get(`/api/job/${job}`)).status;
    if (status !== 'queued' && status !== 'executing') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('job did not finish');
}
const newKey = (type: 'ed25519' | 'rsa' = 'ed25519', bits = 2048) => {
  const pair = type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: bits }) : generateKeyPairSync('ed25519');
  return sshpk.parseKey(pair.publicKey.export({ type: 'spki', format: 'pem' }) as string, 'pem').toString('ssh').replace(' (unnamed)', '');
};

describe('access', () => {
  it.each(['php', 'ssl', 'ssh', 'cron', 'logs'])('GET /%s: guest without hasWebsite 403, stranger 403, no session 401, paused 403', async (tab) => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', api(LOJA, tab))).statusCode).toBe(403);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, stranger, 'GET', api(LOJA, tab))).statusCode).toBe(403);
    expect((await call(app, null, 'GET', api(LOJA, tab))).statusCode).toBe(401);
    expect((await call(app, owner, 'GET', api('antigo.com.br', tab))).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', api(LOJA, tab))).statusCode).toBe(200);
  });

  it('refuses writes to the guest without hasWebsite', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'POST', api(LOJA, 'cron'), { interval: '5', command: 'ls' })).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', api(LOJA, 'php'), { version: '8.1' })).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', api(LOJA, 'ssh'), { title: 'x', key: DEMO_SSH_KEY })).statusCode).toBe(403);
  });
});

describe('PHP', () => {
  it('reads the seeded .user.ini over the defaults, with the versions', async () => {
    const php = await get(api(LOJA, 'php'));
    expect(php).toMatchObject({ version: '8.2', memory_limit: 256, post_max_size: 64, max_execution_time: 60, max_input_time: 60, max_input_vars: 1000, display_errors: false, output_compression: false });
    expect(php.versions).toContainEqual({ value: '8.3', text: 'PHP 8.3' });
  });

  it('shows a hand-written value above the maximum as it is', async () => {
    expect((await get(api(BLOG, 'php'))).memory_limit).toBe(2048);
  });

  it('saves the settings through a job that writes .user.ini, keeping other lines', async () => {
    const ini = await fileOf(LOJA, '.user.ini');
    await writeFile(ini, (await readFile(ini, 'utf8')) + '; minha anotação\ndate.timezone = America/Sao_Paulo\n');
    const body = { post_max_size: 128, upload_max_filesize: 100, memory_limit: 512, max_execution_time: 120, max_input_time: 90, max_input_vars: 3000, display_errors: true, output_compression: true };
    const answer = await call(app, owner, 'POST', api(LOJA, 'php'), body);
    expect(answer.statusCode).toBe(202);
    const { job } = answer.json().data;
    expect((await get(`/api/job/${job}`)).status).toBe('queued');
    expect(await finish(job)).toBe('completed');
    expect(await read(LOJA, '.user.ini')).toBe(
      [
        '; php_version = 8.2',
        'memory_limit = 512M',
        'post_max_size = 128M',
        'upload_max_filesize = 100M',
        'max_execution_time = 120',
        '; minha anotação',
        'date.timezone = America/Sao_Paulo',
        'max_input_time = 90',
        'max_input_vars = 3000',
        'display_errors = On',
        'zlib.output_compression = On',
        '',
      ].join('\n'),
    );
    expect(await get(api(LOJA, 'php'))).toMatchObject({ ...body, version: '8.2' });
  });

  it('changes the version through a job', async () => {
    const { job } = (await call(app, owner, 'POST', api(LOJA, 'php'), { version: '8.4' })).json().data;
    expect(await finish(job)).toBe('completed');
    expect((await read(LOJA, '.user.ini')).split('\n')[0]).toBe('; php_version = 8.4');
    expect((await get(api(LOJA, 'php'))).version).toBe('8.4');
    const bad = await call(app, owner, 'POST', api(LOJA, 'php'), { version: '5.6' });
    expect(bad.json().errors).toEqual({ version: 'Escolha uma das versões do PHP disponíveis.' });
  });

  const valid = { post_max_size: 64, upload_max_filesize: 64, memory_limit: 256, max_execution_time: 30, max_input_time: 60, max_input_vars: 1000, display_errors: false, output_compression: false };
  it.each([
    ['post_max_size', 0, 'Escolha um valor entre 2 e 1024 MB.'],
    ['post_max_size', 1026, 'Escolha um valor entre 2 e 1024 MB.'],
    ['post_max_size', 3, 'O valor deve ser múltiplo de 2.'],
    ['upload_max_filesize', 1025, 'Escolha um valor entre 2 e 1024 MB.'],
    ['upload_max_filesize', 7, 'O valor deve ser múltiplo de 2.'],
    ['memory_limit', 8, 'Escolha um valor entre 16 e 1024 MB.'],
    ['memory_limit', 1040, 'Escolha um valor entre 16 e 1024 MB.'],
    ['memory_limit', 100, 'O valor deve ser múltiplo de 16.'],
    ['max_execution_time', 20, 'Escolha um valor entre 30 e 600 s.'],
    ['max_execution_time', 610, 'Escolha um valor entre 30 e 600 s.'],
    ['max_execution_time', 35, 'O valor deve ser múltiplo de 10.'],
    ['max_input_time', 605, 'Escolha um valor entre 30 e 600 s.'],
    ['max_input_time', 45, 'O valor deve ser múltiplo de 10.'],
    ['max_input_vars', 500, 'Escolha um valor entre 1000 e 10000.'],
    ['max_input_vars', 11000, 'Escolha um valor entre 1000 e 10000.'],
    ['max_input_vars', 1500, 'O valor deve ser múltiplo de 1000.'],
    ['display_errors', 'sim', 'Escolha ligado ou desligado.'],
  ])('refuses %s = %j', async (field, value, message) => {
    const answer = await call(app, owner, 'POST', api(BLOG, 'php'), { ...valid, [field]: value });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ [field]: message });
  });

  it('accepts both ends of every range', async () => {
    const low = { post_max_size: 2, upload_max_filesize: 2, memory_limit: 16, max_execution_time: 30, max_input_time: 30, max_input_vars: 1000, display_errors: false, output_compression: false };
    const high = { post_max_size: 1024, upload_max_filesize: 1024, memory_limit: 1024, max_execution_time: 600, max_input_time: 600, max_input_vars: 10000, display_errors: true, output_compression: true };
    expect((await call(app, owner, 'POST', api(BLOG, 'php'), low)).statusCode).toBe(202);
    expect((await call(app, owner, 'POST', api(BLOG, 'php'), high)).statusCode).toBe(202);
  });

  it('restores the defaults at once, keeping the version', async () => {
    const answer = await call(app, owner, 'POST', api(BLOG, 'php/restore'));
    expect(answer.json().data).toMatchObject({ version: '8.3', memory_limit: 256, post_max_size: 64, max_input_vars: 1000 });
    expect(await read(BLOG, '.user.ini')).toContain('memory_limit = 256M\n');
  });
});

describe('cron', () => {
  const crontab = () => read(LOJA, '.crontab');

  it('lists the seeded crontab with pt-BR descriptions', async () => {
    const { tasks } = await get(api(LOJA, 'cron'));
    expect(tasks.map((t: { expression: string; description: string }) => [t.expression, t.description])).toEqual([
      ['*/10 * * * *', 'A cada 10 minutos'],
      ['30 3 * * *', 'Às 03:30'],
    ]);
  });

  it('adds jobs from each interval, writing the lines crontab -l prints', async () => {
    const before = await crontab();
    const add = (body: object) => call(app, owner, 'POST', api(LOJA, 'cron'), body);
    expect((await add({ interval: '5', command: 'php a.php' })).json().data).toMatchObject({ expression: '*/5 * * * *', command: 'php a.php', description: 'A cada 5 minutos' });
    expect((await add({ interval: '60', command: 'php b.php' })).json().data.expression).toBe('0 * * * *');
    expect((await add({ interval: 'D', time: '14:05', command: 'php c.php' })).json().data.expression).toBe('5 14 * * *');
    expect((await add({ interval: 'S', time: '08:30', dayWeek: 0, command: 'php d.php' })).json().data).toMatchObject({ expression: '30 8 * * 0', description: 'Às 08:30, somente de domingo' });
    expect((await add({ interval: 'M', time: '00:00', dayMonth: '05', command: 'php e.php' })).json().data.expression).toBe('0 0 5 * *');
    const custom = await add({ interval: 'P', expression: ' 15  2 */2 * 1-5 ', command: 'php f.php > /dev/null 2>&1' });
    expect(custom.statusCode).toBe(201);
    expect(custom.json().data.expression).toBe('15 2 */2 * 1-5');
    expect(await crontab()).toBe(
      before + ['*/5 * * * * php a.php', '0 * * * * php b.php', '5 14 * * * php c.php', '30 8 * * 0 php d.php', '0 0 5 * * php e.php', '15 2 */2 * 1-5 php f.php > /dev/null 2>&1', ''].join('\n'),
    );
    expect((await stat(await fileOf(LOJA, '.crontab'))).mode & 0o777).toBe(0o600);
  });

  it.each([
    [{ interval: 'P', expression: '*/5 * * * * *', command: 'ls' }, 'expression', 'A expressão deve ter cinco campos: minuto, hora, dia do mês, mês e dia da semana.'],
    [{ interval: 'P', expression: '* * * *', command: 'ls' }, 'expression', 'A expressão deve ter cinco campos: minuto, hora, dia do mês, mês e dia da semana.'],
    [{ interval: 'P', expression: '61 * * * *', command: 'ls' }, 'expression', 'Expressão inválida.'],
    [{ interval: 'P', expression: '0 0 31 2 *', command: 'ls' }, 'expression', 'Expressão inválida.'],
    [{ interval: 'D', time: '24:00', command: 'ls' }, 'time', 'Informe um horário válido, de 00:00 a 23:59.'],
    [{ interval: 'M', time: '10:00', dayMonth: '32', command: 'ls' }, 'dayMonth', 'Informe um dia do mês entre 01 e 31.'],
    [{ interval: 'S', time: '10:00', dayWeek: 7, command: 'ls' }, 'dayWeek', 'Escolha um dia da semana.'],
    [{ interval: '15', command: 'ls' }, 'interval', 'Escolha um intervalo.'],
    [{ interval: '5', command: '' }, 'command', 'Campo obrigatório.'],
    [{ interval: '5', command: 'ls\n* * * * * rm -rf ~' }, 'command', 'O comando deve ter uma única linha.'],
    [{ interval: '5', command: 'x'.repeat(1001) }, 'command', 'O comando pode ter no máximo 1000 caracteres.'],
  ])('refuses %j', async (body, field, message) => {
    const answer = await call(app, owner, 'POST', api(LOJA, 'cron'), body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toBe(message);
  });

  it('keeps every job of simultaneous additions', async () => {
    const commands = Array.from({ length: 6 }, (_, i) => `php paralelo-${i}.php`);
    const answers = await Promise.all(commands.map((command) => call(app, owner, 'POST', api(LOJA, 'cron'), { interval: '30', command })));
    expect(answers.map((a) => a.statusCode)).toEqual(commands.map(() => 201));
    const crontab = await read(LOJA, '.crontab');
    for (const command of commands) expect(crontab).toContain(`*/30 * * * * ${command}\n`);
  });

  it('refuses the same job twice, edits one in place, deletes it, then 404s', async () => {
    const created = (await call(app, owner, 'POST', api(BLOG, 'cron'), { interval: '10', command: 'php fila.php' })).json().data;
    const again = await call(app, owner, 'POST', api(BLOG, 'cron'), { interval: '10', command: 'php fila.php' });
    expect(again.json().errors).toEqual({ command: 'Já existe uma tarefa com este horário e comando.' });
    await writeFile(await fileOf(BLOG, '.crontab'), `MAILTO=""\n# minhas tarefas\n${await read(BLOG, '.crontab')}`);
    const edited = await call(app, owner, 'PUT', api(BLOG, `cron/${created.id}`), { interval: 'D', time: '23:59', command: 'php fila.php --tudo' });
    expect(edited.json().data).toMatchObject({ expression: '59 23 * * *', command: 'php fila.php --tudo' });
    expect(await read(BLOG, '.crontab')).toBe('MAILTO=""\n# minhas tarefas\n59 23 * * * php fila.php --tudo\n');
    expect((await call(app, owner, 'PUT', api(BLOG, `cron/${created.id}`), { interval: '5', command: 'x' })).statusCode).toBe(404);
    const id = edited.json().data.id;
    expect((await call(app, owner, 'DELETE', api(BLOG, `cron/${id}`))).statusCode).toBe(204);
    expect(await read(BLOG, '.crontab')).toBe('MAILTO=""\n# minhas tarefas\n');
    expect((await call(app, owner, 'DELETE', api(BLOG, `cron/${id}`))).statusCode).toBe(404);
  });
});

describe('SSH', () => {
  it('shows the connection with the hosting user, and the seeded key', async () => {
    vi.stubEnv('HOST', '0.0.0.0');
    vi.stubEnv('PUBLIC_HOST', '');
    const ssh = await get(api(LOJA, 'ssh'));
    const hosting = await app.context.db.selectFrom('hostings').select(['username']).where('domain', '=', LOJA).executeTakeFirstOrThrow();
    // The address this machine answers on, not the node's made-up name (cloud-1.painel.net.br resolves nowhere).
    expect(ssh).toMatchObject({ active: false, queued: false, username: hosting.username, host: '127.0.0.1', connection: `ssh ${hosting.username}@127.0.0.1 -p 22` });
    vi.stubEnv('PUBLIC_HOST', 'Node1.Provedor.com.br');
    try {
      expect((await get(api(LOJA, 'ssh'))).connection).toBe(`ssh ${hosting.username}@node1.provedor.com.br -p 22`);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(ssh.keys).toEqual([expect.objectContaining({ title: 'notebook da Ana', key: DEMO_SSH_KEY })]);
  });

  it('adds keys to .ssh/authorized_keys (0600), shows one, deletes it', async () => {
    const key = newKey();
    const added = await call(app, owner, 'POST', api(LOJA, 'ssh'), { title: 'servidor de build', key: `${key} ci@build` });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ title: 'servidor de build', key });
    const rsa = newKey('rsa', 2048);
    expect((await call(app, owner, 'POST', api(LOJA, 'ssh'), { title: 'rsa', key: rsa })).statusCode).toBe(201);
    expect(await read(LOJA, '.ssh/authorized_keys')).toBe(`${DEMO_SSH_KEY} notebook da Ana\n${key} servidor de build\n${rsa} rsa\n`);
    expect((await stat(await fileOf(LOJA, '.ssh/authorized_keys'))).mode & 0o777).toBe(0o600);
    expect((await stat(await fileOf(LOJA, '.ssh'))).mode & 0o777).toBe(0o700);
    expect((await get(api(LOJA, 'ssh/servidor%20de%20build'))).key).toBe(key);
    expect((await call(app, owner, 'DELETE', api(LOJA, 'ssh/servidor%20de%20build'))).statusCode).toBe(204);
    expect((await call(app, owner, 'DELETE', api(LOJA, 'ssh/rsa'))).statusCode).toBe(204);
    expect(await read(LOJA, '.ssh/authorized_keys')).toBe(`${DEMO_SSH_KEY} notebook da Ana\n`);
    expect((await call(app, owner, 'GET', api(LOJA, 'ssh/servidor%20de%20build'))).statusCode).toBe(404);
  });

  it('shows a key written into authorized_keys by hand, and keeps lines it does not manage', async () => {
    const file = await fileOf(LOJA, '.ssh/authorized_keys');
    const manual = newKey();
    const original = await readFile(file, 'utf8');
    await writeFile(file, `${original}command="backup.sh",no-pty ${newKey()} backup\n${manual} enviada pelo FTP\n`);
    const { keys } = await get(api(LOJA, 'ssh'));
    expect(keys.map((k: { title: string }) => k.title)).toEqual(['notebook da Ana', 'enviada pelo FTP']);
    expect((await call(app, owner, 'DELETE', api(LOJA, 'ssh/enviada%20pelo%20FTP'))).statusCode).toBe(204);
    expect(await readFile(file, 'utf8')).toMatch(/^ssh-ed25519 \S+ notebook da Ana\ncommand="backup.sh",no-pty ssh-ed25519 \S+ backup\n$/);
    await writeFile(file, original);
  });

  it.each([
    [{ title: 'x', key: 'ssh-ed25519 AAAAnãoéumachave' }, 'key', 'Chave pública inválida. Cole o conteúdo do arquivo .pub, por exemplo "ssh-ed25519 AAAA… usuario@computador".'],
    [{ title: 'x', key: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 trocada' }, 'key', 'Chave pública inválida. Cole o conteúdo do arquivo .pub, por exemplo "ssh-ed25519 AAAA… usuario@computador".'],
    [{ title: 'x', key: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----' }, 'key', 'Esta é uma chave privada. Cole a chave pública (arquivo .pub).'],
    [{ title: 'x', key: `${DEMO_SSH_KEY}\n${DEMO_SSH_KEY}` }, 'key', 'Cole a chave pública em uma única linha.'],
    [{ title: 'outra', key: `${DEMO_SSH_KEY} copia` }, 'key', 'Esta chave já foi adicionada.'],
    [{ title: 'notebook da Ana', key: 'GENERATE' }, 'title', 'Já existe uma chave com este título.'],
    [{ title: '', key: DEMO_SSH_KEY }, 'title', 'Campo obrigatório.'],
    [{ title: 'a/b', key: DEMO_SSH_KEY }, 'title', 'Use letras, números, espaços, pontos, hífens e sublinhados.'],
    [{ title: 'x', key: '' }, 'key', 'Campo obrigatório.'],
  ])('refuses %j', async (body, field, message) => {
    const payload = body.key === 'GENERATE' ? { ...body, key: newKey() } : body;
    const answer = await call(app, owner, 'POST', api(LOJA, 'ssh'), payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toBe(message);
  });

  it('refuses an RSA key under 2048 bits', async () => {
    const answer = await call(app, owner, 'POST', api(LOJA, 'ssh'), { title: 'fraca', key: newKey('rsa', 1024) });
    expect(answer.json().errors).toEqual({ key: 'Chaves RSA precisam ter pelo menos 2048 bits.' });
  });

  it('queues the toggle, refuses a second while queued, applies it with a job', async () => {
    const patched = await call(app, owner, 'PATCH', api(BLOG, 'ssh'), { value: true });
    expect(patched.statusCode).toBe(202);
    expect(patched.json().data).toMatchObject({ active: false, queued: true });
    expect((await call(app, owner, 'PATCH', api(BLOG, 'ssh'), { value: false })).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await app.context.jobs.tick();
    expect(await get(api(BLOG, 'ssh'))).toMatchObject({ active: true, queued: false });
    expect(await read(BLOG, '.ssh/authorized_keys')).toBe('');
  });

  it("ends queued as 'error' when the server cannot apply it, leaving the state as it was", async () => {
    await call(app, owner, 'PATCH', api(BLOG, 'ssh'), { value: false });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await app.context.jobs.tick();
    const ssh = await fileOf(BLOG, '.ssh');
    await rm(ssh, { recursive: true, force: true });
    await writeFile(ssh, 'não sou uma pasta');
    await call(app, owner, 'PATCH', api(BLOG, 'ssh'), { value: true });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await app.context.jobs.tick();
    expect(await get(api(BLOG, 'ssh'))).toMatchObject({ active: false, queued: 'error' });
    const blocked = await call(app, owner, 'POST', api(BLOG, 'ssh'), { title: 'bloqueada', key: newKey() });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('Existe um arquivo chamado ".ssh" na pasta da hospedagem. Renomeie ou exclua esse arquivo para usar as chaves SSH.');
    await rm(ssh);
  });
});

describe('SSL', () => {
  const jobsDb = () => app.context.db.withTables<{ jobs: JobsTable }>();
  const queuedSslJobs = () => jobsDb().selectFrom('jobs').selectAll().where('kind', '=', SSL_JOB).where('status', '=', 'queued').execute();
  /** Runs the queued certificate jobs now, whatever their wait (a retry's, a renewal's). */
  async function runSslJobsNow() {
    await jobsDb().updateTable('jobs').set({ run_at: new Date(0).toISOString() }).where('kind', '=', SSL_JOB).where('status', '=', 'queued').execute();
    await app.context.jobs.tick();
  }
  const sandbox = () => app.context.nodeSites.node as SandboxNode;

  it('is inactive, then checking, then active with its expiry once the node issues it for the domain, its aliases and subdomains', async () => {
    expect(await get(api(LOJA, 'ssl'))).toEqual({ active: false, checking: false, redirect: false, registered: true, appConflict: null, expiresAt: null, failure: null });
    const enabled = await call(app, owner, 'POST', api(LOJA, 'ssl/enable'));
    expect(enabled.statusCode).toBe(202);
    expect(enabled.json().data).toMatchObject({ active: false, checking: true });
    expect((await call(app, owner, 'PATCH', api(LOJA, 'ssl/redirect'), { value: true })).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await app.context.jobs.tick();
    const active = await get(api(LOJA, 'ssl'));
    expect(active).toMatchObject({ active: true, checking: false, failure: null });
    const certificate = sandbox().certificateOf(await hostingId(LOJA))!;
    expect(certificate.names).toEqual(['lojadaana.com.br', 'www.lojadaana.com.br', 'lojadaana.net.br', 'www.lojadaana.net.br', 'blog.lojadaana.com.br']);
    expect(active.expiresAt).toBe(certificate.expiresAt);
    expect(Date.parse(active.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);

    // Its renewal is queued 30 days before expiry; run now, it brings a later expiry.
    const [renewal] = await queuedSslJobs();
    expect(Math.abs(Date.parse(renewal.run_at) - (Date.parse(active.expiresAt) - 30 * 86_400_000))).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await runSslJobsNow();
    const renewed = await get(api(LOJA, 'ssl'));
    expect(renewed).toMatchObject({ active: true, failure: null });
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(active.expiresAt));
    expect(await queuedSslJobs()).toHaveLength(1);
  });

  it('writes and removes the HTTPS redirect in public_html/.htaccess, keeping the rest', async () => {
    await writeFile(await fileOf(LOJA, 'public_html/.htaccess'), 'Options -Indexes\n');
    expect((await call(app, owner, 'PATCH', api(LOJA, 'ssl/redirect'), { value: true })).json().data.redirect).toBe(true);
    expect(await read(LOJA, 'public_html/.htaccess')).toBe(
      '# BEGIN Painel HTTPS\nRewriteEngine On\nRewriteCond %{HTTPS} !=on\nRewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [L,R=301]\n# END Painel HTTPS\n\nOptions -Indexes\n',
    );
    expect((await call(app, owner, 'PATCH', api(LOJA, 'ssl/redirect'), { value: false })).json().data.redirect).toBe(false);
    expect(await read(LOJA, 'public_html/.htaccess')).toBe('Options -Indexes\n');
  });

  it('shows why the certificate could not be issued, tries again, and gives up to inactive after the last try', async () => {
    const id = await hostingId(LOJA);
    await app.context.db.withTables<{ ssl_state: { hosting_id: number } }>().deleteFrom('ssl_state').where('hosting_id', '=', id).execute();
    await jobsDb().deleteFrom('jobs').where('kind', '=', SSL_JOB).execute();
    const refusal = new NodeRefused(409, CERTIFICATE_FAILURES.dns('www.lojadaana.com.br'));
    const perform = vi.spyOn(sandbox(), 'perform');
    perform.mockImplementation(async function (this: SandboxNode, name, args) {
      if (name === 'issueCertificate') throw refusal;
      return SandboxNode.prototype.perform.call(this, name, args as never) as never;
    });
    try {
      expect((await call(app, owner, 'POST', api(LOJA, 'ssl/enable'))).statusCode).toBe(202);
      await runSslJobsNow();
      expect(await get(api(LOJA, 'ssl'))).toMatchObject({
        active: false,
        checking: true,
        failure: 'O domínio www.lojadaana.com.br não foi encontrado no DNS. Confira se ele está registrado e aponta para esta hospedagem.',
      });
      const [retry] = await queuedSslJobs();
      expect(JSON.parse(retry.payload)).toEqual({ hostingId: id, failures: 1 });
      for (let attempt = 1; attempt < SSL_RETRY_DELAYS_MS.length; attempt++) await runSslJobsNow();
      expect(await get(api(LOJA, 'ssl'))).toMatchObject({ active: false, checking: false, failure: refusal.message });
      expect(await queuedSslJobs()).toEqual([]);
    } finally {
      perform.mockRestore();
    }
    // Activated again, it is issued and the reason goes.
    expect((await call(app, owner, 'POST', api(LOJA, 'ssl/enable'))).json().data).toMatchObject({ checking: true, failure: null });
    await runSslJobsNow();
    expect(await get(api(LOJA, 'ssl'))).toMatchObject({ active: true, failure: null });
  });

  it('is issued again for the new names when an alias or a subdomain comes or goes while it is active, keeping one renewal', async () => {
    const id = await hostingId(LOJA);
    if (!(await get(api(LOJA, 'ssl'))).active) {
      await call(app, owner, 'POST', api(LOJA, 'ssl/enable'));
      await runSslJobsNow();
    }
    expect(await get(api(LOJA, 'ssl'))).toMatchObject({ active: true });
    const before = sandbox().certificateOf(id)!;
    expect(before.names).not.toContain('lojadaana.shop');

    expect((await call(app, owner, 'POST', `/api/domain/${LOJA}/alias`, { domain: 'lojadaana.shop' })).statusCode).toBe(201);
    await app.context.nodeSites.changed(id);
    await app.context.jobs.tick();
    const withAlias = sandbox().certificateOf(id)!;
    expect(withAlias.names).toEqual(expect.arrayContaining(['lojadaana.shop', 'www.lojadaana.shop', 'lojadaana.com.br', 'blog.lojadaana.com.br']));
    expect(await get(api(LOJA, 'ssl'))).toMatchObject({ active: true, expiresAt: withAlias.expiresAt, failure: null });
    expect(await queuedSslJobs()).toHaveLength(1);

    expect((await call(app, owner, 'DELETE', `/api/domain/${LOJA}/subdomain/blog`)).statusCode).toBe(204);
    await app.context.nodeSites.changed(id);
    await app.context.jobs.tick();
    expect(sandbox().certificateOf(id)!.names).not.toContain('blog.lojadaana.com.br');
    expect(await queuedSslJobs()).toHaveLength(1);

    // A write that changes no name issues nothing.
    const current = sandbox().certificateOf(id)!;
    await call(app, owner, 'PATCH', api(LOJA, 'ssl/redirect'), { value: false });
    await app.context.nodeSites.changed(id);
    await app.context.jobs.tick();
    expect(sandbox().certificateOf(id)).toBe(current);
  });

  it('refuses to activate an unregistered domain, and warns of an installed app', async () => {
    expect(await get(api(BLOG, 'ssl'))).toMatchObject({ registered: false });
    const answer = await call(app, owner, 'POST', api(BLOG, 'ssl/enable'));
    expect(answer.statusCode).toBe(409);
    await writeFile(await fileOf(BLOG, 'public_html/wp-config.php'), '<?php');
    expect((await get(api(BLOG, 'ssl'))).appConflict).toBe('WordPress');
  });
});

describe('logs', () => {
  it('parses the PHP log, newest first, with types, hints and stack traces', async () => {
    const { logs } = await get(api(LOJA, 'logs?group=php'));
    expect(logs.map((l: { type: string; typeText: string }) => [l.type, l.typeText])).toEqual([
      ['info', 'Informação'],
      ['error', 'Erro'],
      ['warning', 'Aviso'],
      ['notice', 'Notificação'],
    ]);
    expect(logs[1].date).toBe('2026-11-23T10:15:02.000Z');
    expect(logs[1].message).toContain('Allowed memory size');
    expect(logs[1].message).toContain('PHP   1. {main}()');
    expect(logs[1].hint).toContain('<strong>memory_limit</strong>');
    expect(logs[3].hint).toBe('A variável <code>carrinho</code> foi usada antes de receber um valor.');
    expect(await get(api(LOJA, 'logs'))).toEqual({ logs });
  });

  it('parses the web server log; a requested path with markup reaches the hint as the log wrote it', async () => {
    const { logs } = await get(api(LOJA, 'logs?group=web'));
    expect(logs.map((l: { type: string }) => l.type)).toEqual(['notice', 'error', 'error']);
    expect(logs[1].hint).toContain(DEMO_HOSTILE_PATH);
  });

  it('parses the access log: a request the site failed is an error, one not found a warning, the rest information', async () => {
    const { logs } = await get(api(LOJA, 'logs?group=access'));
    expect(logs.map((l: { type: string; typeText: string }) => [l.type, l.typeText])).toEqual([
      ['error', 'Erro'],
      ['warning', 'Aviso'],
      ['info', 'Informação'],
    ]);
    expect(logs[1]).toMatchObject({ date: '2026-11-23T09:45:51.000Z', message: expect.stringContaining('"GET /promocao.html HTTP/1.1" 404 153') });
  });

  it("on a real node, reads the hosting's logs through its agent by kind, with nginx's error format and the large-file notice", async () => {
    const node = app.context.nodeSites.node;
    const id = await hostingId(LOJA);
    const logsOnNode: Record<string, string> = {
      access: '127.0.0.1 - - [02/Dec/2026:03:10:00 +0000] "GET /nada HTTP/1.1" 404 153 "-" "curl/8.0"\n',
      error: '2026/12/02 03:10:00 [error] 812#812: *5 open() "/public_html/nada" failed (2: No such file or directory), client: 127.0.0.1, server: lojadaana.com.br, request: "GET /nada HTTP/1.1", host: "lojadaana.com.br"\n',
      php: '[02-Dec-2026 03:11:00 UTC] PHP Warning:  Undefined variable $total in /public_html/carrinho.php on line 3\n',
    };
    const asked: unknown[] = [];
    Object.defineProperty(node, 'kind', { value: 'local', configurable: true });
    const perform = vi.spyOn(node, 'perform').mockImplementation(async (name, args) => {
      if (name !== 'readLog') throw new Error(`unexpected ${name}`);
      asked.push(args);
      const { kind } = args as { kind: string };
      return (kind === 'php' && asked.length > 3 ? { text: 'x', size: 1024 * 1024 + 1, truncated: true } : { text: logsOnNode[kind], size: logsOnNode[kind].length, truncated: false }) as never;
    });
    try {
      const access = (await get(api(LOJA, 'logs?group=access'))).logs;
      expect(access).toEqual([expect.objectContaining({ type: 'warning', date: '2026-12-02T03:10:00.000Z', message: expect.stringContaining('GET /nada') })]);
      const web = (await get(api(LOJA, 'logs?group=web'))).logs;
      expect(web).toEqual([expect.objectContaining({ type: 'error', date: '2026-12-02T03:10:00.000Z', hint: expect.stringContaining('<code>/public_html/nada</code>') })]);
      const php = (await get(api(LOJA, 'logs'))).logs;
      expect(php).toEqual([expect.objectContaining({ type: 'warning', message: expect.stringContaining('Undefined variable $total') })]);
      expect(asked).toEqual(['access', 'error', 'php'].map((kind) => ({ hostingId: id, kind, maxBytes: 1024 * 1024 })));
      expect(await get(api(LOJA, 'logs?group=php'))).toEqual({ isLargeFile: true });
    } finally {
      perform.mockRestore();
      Object.defineProperty(node, 'kind', { value: 'sandbox', configurable: true });
    }
  });

  it('answers isLargeFile above 1 MB, and empty without a file', async () => {
    expect(await get(api(BLOG, 'logs?group=php'))).toEqual({ isLargeFile: true });
    expect(await get(api(BLOG, 'logs?group=web'))).toEqual({ logs: [] });
    const file = await fileOf(BLOG, 'logs/error.log');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'x'.repeat(1024 * 1024));
    expect((await get(api(BLOG, 'logs?group=web'))).logs).toEqual([]);
    expect((await call(app, owner, 'GET', api(BLOG, 'logs?group=mail'))).json().errors).toEqual({ group: 'Grupo de logs desconhecido.' });
  });
});

describe('cron: Executar agora', () => {
  const addJob = async (command: string) => (await call(app, owner, 'POST', api(BLOG, 'cron'), { interval: '30', command })).json().data.id as string;

  it.skipIf(!canConfine())('runs a job once inside the hosting root, without the rest of the machine', async () => {
    expect((await get(api(BLOG, 'cron'))).canRun).toBe(true);
    const id = await addJob('echo ola > saida.txt; echo feito; id -u; ls /work 2>&1; ls -a');
    const answer = await call(app, owner, 'POST', api(BLOG, `cron/${id}/run`));
    expect(answer.statusCode).toBe(200);
    const result = answer.json().data;
    expect(result).toMatchObject({ exitCode: 0, truncated: false, timedOut: false });
    expect(result.output).toContain('feito\n65534\n');
    expect(result.output).toMatch(/ls: cannot access '\/work': No such file or directory/);
    expect(result.output).toContain('public_html');
    expect(await read(BLOG, 'saida.txt')).toBe('ola\n');
  });

  it.skipIf(!canConfine())("shows the job no server path: the sandbox's PID 1 is the job's own shell", async () => {
    const root = await app.context.files.root(await hostingId(BLOG));
    const result = await runConfined(root, 'tr "\\0" " " < /proc/1/cmdline; echo; pwd');
    expect(result).toMatchObject({ exitCode: 0 });
    expect(result.output).toContain('/home/user');
    expect(result.output).not.toContain(root);
    expect(result.output).not.toContain('bwrap');
  });

  it.skipIf(!canConfine())('keeps at most 64 KB of output and reports the exit code', async () => {
    const id = await addJob('head -c 100000 /dev/zero | tr "\\0" a; exit 3');
    const result = (await call(app, owner, 'POST', api(BLOG, `cron/${id}/run`))).json().data;
    expect(result).toMatchObject({ exitCode: 3, truncated: true });
    expect(result.output).toHaveLength(64 * 1024);
  });

  it.skipIf(!canConfine())('stops a run that passes the time limit', async () => {
    const started = Date.now();
    const result = await runConfined(await app.context.files.root(await hostingId(BLOG)), 'echo antes; sleep 5; echo depois', 300);
    expect(result).toMatchObject({ exitCode: null, timedOut: true, output: 'antes\n' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.skipIf(!canConfine())('runs one job of a hosting at a time, across API processes', async () => {
    const id = await addJob('sleep 1; echo fim');
    const [first, second] = await Promise.all([call(app, owner, 'POST', api(BLOG, `cron/${id}/run`)), call(app, owner, 'POST', api(BLOG, `cron/${id}/run`))]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.statusCode === 409)!.json().message).toBe('Já existe uma tarefa desta hospedagem em execução. Aguarde ela terminar.');
    // Another process's run is seen through the shared state, not this process's memory.
    const key = `cron.run:${await hostingId(BLOG)}`;
    await app.context.state.hit(key, 60_000);
    expect((await call(app, owner, 'POST', api(BLOG, `cron/${id}/run`))).statusCode).toBe(409);
    await app.context.state.remove(key);
    expect((await call(app, owner, 'POST', api(BLOG, `cron/${id}/run`))).json().data.output).toBe('fim\n');
  });

  it('answers 404 for an unknown job', async () => {
    const status = (await call(app, owner, 'POST', api(BLOG, 'cron/000000000000/run'))).statusCode;
    expect(status).toBe(canConfine() ? 404 : 501);
  });
});
