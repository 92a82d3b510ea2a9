import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { NodeRefused } from '@server/provisioning/hostingNode';
import type { SandboxNode } from '@server/provisioning/sandboxNode';
import { CRON_MESSAGES } from '../contract';

/** The panel's side of cron on the node: what the jobs saved in the panel make the (sandbox) node's cron run. */
const app = withTestApp();
const LOJA = 'lojadaana.com.br';
const api = (tail: string) => `/api/hosting/${LOJA}/${tail}`;
const node = () => app.context.nodeSites.node as SandboxNode;
const schedules = (hostingId: number) => node().crontabOf(hostingId).map((entry) => `${entry.schedule} ${entry.command}`);
let owner: string;
let loja: number;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  loja = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', LOJA).executeTakeFirstOrThrow()).id;
  await app.context.nodeSites.syncEverything();
});

const setStatus = (status: string) => app.context.db.updateTable('hostings').set({ status }).where('id', '=', loja).execute();

describe("each hosting's crontab on its node", () => {
  it("sends the demo's jobs when the account is created, and each job saved or removed at once, with names as numbers", async () => {
    expect(schedules(loja)).toEqual(['*/10 * * * * php /home/loja/public_html/cron/estoque.php', '30 3 * * * php /home/loja/public_html/cron/relatorio-diario.php >/dev/null 2>&1']);
    const weekly = await call(app, owner, 'POST', api('cron'), { interval: 'S', time: '08:00', dayWeek: 1, command: 'php fila.php' });
    expect(weekly.statusCode).toBe(201);
    expect(schedules(loja)).toContain('0 8 * * 1 php fila.php');
    const named = await call(app, owner, 'POST', api('cron'), { interval: 'P', expression: '0 9 * jan MON-FRI', command: 'php janeiro.php' });
    expect(named.statusCode).toBe(201);
    expect(schedules(loja)).toContain('0 9 * 1 1-5 php janeiro.php');

    const edited = await call(app, owner, 'PUT', api(`cron/${weekly.json().data.id}`), { interval: 'D', time: '23:59', command: 'php fila.php --tudo' });
    expect(edited.statusCode).toBe(200);
    expect(schedules(loja)).toContain('59 23 * * * php fila.php --tudo');
    expect(schedules(loja)).not.toContain('0 8 * * 1 php fila.php');
    expect((await call(app, owner, 'DELETE', api(`cron/${named.json().data.id}`))).statusCode).toBe(204);
    expect(schedules(loja).some((line) => line.includes('janeiro.php'))).toBe(false);
    expect(node().crontabOf(loja).every((entry) => /^[a-f0-9]{12}$/.test(entry.id))).toBe(true);
  });

  it("refuses, under the field, what the node's cron cannot run", async () => {
    for (const expression of ['0 0 L * *', '5/10 * * * *', '*/90 * * * *']) {
      const answer = await call(app, owner, 'POST', api('cron'), { interval: 'P', expression, command: 'php a.php' });
      expect(answer.statusCode, expression).toBe(422);
      expect(answer.json().errors).toEqual({ expression: CRON_MESSAGES.invalid });
    }
    const control = await call(app, owner, 'POST', api('cron'), { interval: '5', command: 'php a.php \u001b[2J' });
    expect(control.statusCode).toBe(422);
    expect(control.json().errors).toEqual({ command: CRON_MESSAGES.commandControl });
  });

  it("runs no job of a suspended or paused hosting, and the active hosting's jobs again", async () => {
    const before = schedules(loja);
    expect(before.length).toBeGreaterThan(0);
    for (const status of ['Suspended', 'Paused']) {
      await setStatus(status);
      await app.context.nodeSites.syncEverything();
      expect(node().crontabOf(loja), status).toEqual([]);
      await setStatus('Active');
      await app.context.nodeSites.syncEverything();
      expect(schedules(loja)).toEqual(before);
    }
  });

  it('takes a .crontab edited in the file manager at the next pass, and repairs a change the node could not take', async () => {
    const root = await app.context.files.root(loja);
    await writeFile(path.join(root, '.crontab'), 'MAILTO=""\n# à mão\n15 4 * * * php backup.php\n');
    await app.context.nodeSites.syncEverything();
    expect(schedules(loja)).toEqual(['15 4 * * * php backup.php']);

    const perform = node().perform.bind(node());
    const down = vi.spyOn(node(), 'perform').mockImplementation((name, args) => (name === 'writeCrontab' ? Promise.reject(new NodeRefused(503, 'fora do ar')) : perform(name, args)));
    try {
      expect((await call(app, owner, 'POST', api('cron'), { interval: '30', command: 'php fila.php' })).statusCode).toBe(201);
      expect(schedules(loja)).toEqual(['15 4 * * * php backup.php']);
    } finally {
      down.mockRestore();
    }
    await app.context.nodeSites.syncEverything();
    expect(schedules(loja)).toEqual(['15 4 * * * php backup.php', '*/30 * * * * php fila.php']);
  });

  it('shows the runs of the jobs on the Logs page: an error for a command that ended badly, with its output and a hint', async () => {
    const { logs } = (await call(app, owner, 'GET', api('logs?group=cron'))).json().data;
    expect(logs[0]).toMatchObject({
      date: '2026-11-23T10:20:01Z',
      type: 'error',
      typeText: 'Erro',
      message: 'Código de saída 127 em 0 s: php /home/loja/public_html/cron/estoque.php\nsh: 1: php: not found',
      hint: expect.stringContaining('O comando não foi encontrado.'),
    });
    expect(logs[1]).toMatchObject({ type: 'info', typeText: 'Informação', message: 'Código de saída 0 em 1 s: php /home/loja/public_html/cron/estoque.php\nEstoque sincronizado: 42 produtos', hint: null });
    expect(logs).toHaveLength(3);
  });

  it('clears the crontab of a hosting that is gone', async () => {
    expect(node().crontabOf(loja).length).toBeGreaterThan(0);
    await app.context.db.deleteFrom('hostings').where('id', '=', loja).execute();
    await app.context.nodeSites.syncEverything();
    expect(node().crontabOf(loja)).toEqual([]);
  });
});
