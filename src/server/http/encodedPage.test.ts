import { brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EncodedPage } from './encodedPage';

/** A reply that keeps what it was given to send. */
function fakeReply() {
  const sent: unknown[] = [];
  const reply = { type: () => reply, header: () => reply, send: (payload: unknown) => (sent.push(payload), reply) };
  return { reply: reply as unknown as FastifyReply, sent };
}
const asking = (encodings: string) => ({ headers: { 'accept-encoding': encodings } }) as FastifyRequest;

describe('a page the server composes', () => {
  it('compresses each encoding once and sends that copy to every browser that takes it', () => {
    const page = new EncodedPage(`<html>${'<link rel="modulepreload">'.repeat(40)}</html>`);
    const first = fakeReply();
    const second = fakeReply();
    page.send(asking('br'), first.reply);
    page.send(asking('gzip, br'), second.reply);
    expect(brotliDecompressSync(first.sent[0] as Buffer).toString()).toBe(page.html);
    expect(second.sent[0]).toBe(first.sent[0]);
  });
});
