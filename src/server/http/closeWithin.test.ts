import Fastify from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeWithin } from './closeWithin';

async function openSocket(port: number, bytes?: string): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  if (bytes) socket.write(bytes);
  return socket;
}

describe('closeWithin', () => {
  it('stops while clients hold connections open, silent or halfway through a request, and cuts them', async () => {
    const app = Fastify();
    app.get('/health', async () => ({ status: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const silent = await openSocket(port);
    const halfway = await openSocket(port, 'GET /health HTTP/1.1\r\nHost: x\r\n');
    const cut = [silent, halfway].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    // Without the cut, app.close() waits on both sockets past this test's timeout.
    await closeWithin(app, 100);
    await Promise.all(cut);
    expect(app.server.listening).toBe(false);
  });

  it('lets a request under way finish within the grace period', async () => {
    const app = Fastify();
    let release: () => void = () => undefined;
    app.get('/slow', () => new Promise((resolve) => (release = () => resolve({ done: true }))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = closeWithin(app, 5_000);
    release();
    expect(await answer).toEqual({ done: true });
    await closing;
  });
});
