import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/support/apiApp';
import { COMPRESS_FROM_BYTES } from './compression';

const app = withTestApp();
// Public and large: the API's own OpenAPI document.
const LARGE = '/api/openapi.json';

describe('API answers on the wire', () => {
  it('a large answer goes brotli to a client that takes it, gzip to one that takes only that, plain otherwise: the same JSON each time', async () => {
    const plain = await app.inject({ url: LARGE });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const brotli = await app.inject({ url: LARGE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({ url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer is sent as it is: compressing it would cost more than it saves', async () => {
    const health = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ data: { status: 'ok' } });
  });
});
