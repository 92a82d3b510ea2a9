import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { closeServices } from './services';

const logger = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('closing the plugin services on shutdown', () => {
  it('waits for every service to close, and logs one that failed to', async () => {
    const log = logger();
    const closed: string[] = [];
    const services = [
      { close: async () => void closed.push('ftp') },
      { close: () => Promise.reject(new Error('already closed')) },
    ];
    await expect(closeServices(services, log, 1_000)).resolves.toBe(true);
    expect(closed).toEqual(['ftp']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'already closed' }) }, 'a plugin service failed to close');
  });

  it('goes on without a service that never closes, and says so', async () => {
    const log = logger();
    await expect(closeServices([{ close: () => new Promise<void>(() => {}) }], log, 50)).resolves.toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('did not close within 50 ms'));
  });
});
