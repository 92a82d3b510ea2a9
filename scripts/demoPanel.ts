import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { DEMO_OWNER_EMAIL } from '../src/server/db/seed';

/**
 * A built panel with its API, in this process, on a throw-away database seeded with the demo accounts
 * and a free loopback port, and a session of the demo owner's: for the tools that load the panel in
 * Chromium (the build's first-screen styles, the DNS bench). No sandboxes: nothing here pays or provisions.
 */
export async function startDemoPanel(staticDir: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-demo-'));
  const app = await buildApp({ dataDir, staticDir, sandbox: false, demo: true });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
    const { token } = await createSession(app.context.db, owner.id);
    return { app, origin, ownerToken: token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
