// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

function spyOnCookie() {
  const reads = vi.fn();
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads();
      return cookieProperty.get!.call(document);
    },
    set(value: string) {
      writes.push(value);
      cookieProperty.set!.call(document, value);
    },
  });
  return { reads, writes };
}

afterEach(async () => {
  Reflect.deleteProperty(document, 'cookie');
  for (const name of ['painel_a', 'painel_b']) removeCookie(name);
  await nextTask();
});

describe('the page cookies', () => {
  it('reads what it wrote, whatever the characters, in the same task and the next', async () => {
    writeCookie('painel_a', 'olá; mundo=1', { maxAgeSeconds: 60 });
    expect(readCookie('painel_a')).toBe('olá; mundo=1');
    await nextTask();
    expect(readCookie('painel_a')).toBe('olá; mundo=1');
    expect(readCookie('painel_b')).toBeNull();
  });

  it('asks the browser once for all the reads of one task', async () => {
    const { reads } = spyOnCookie();
    for (let i = 0; i < 50; i += 1) readCookie('painel_a');
    expect(reads).toHaveBeenCalledTimes(1);
    await nextTask();
    readCookie('painel_a');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees a cookie set outside it from the next task on', async () => {
    expect(readCookie('painel_b')).toBeNull();
    document.cookie = 'painel_b=1; Path=/';
    await nextTask();
    expect(readCookie('painel_b')).toBe('1');
  });

  it('writes for the whole panel with the lifetime and same-site rule asked, and removes', async () => {
    const { writes } = spyOnCookie();
    writeCookie('painel_a', 'x', { maxAgeSeconds: 90.7 });
    writeCookie('painel_b', 'y', { maxAgeSeconds: 900, sameSite: 'lax' });
    expect(writes).toEqual(['painel_a=x; Max-Age=90; Path=/; SameSite=Strict', 'painel_b=y; Max-Age=900; Path=/; SameSite=Lax']);
    expect(readCookie('painel_a')).toBe('x');
    removeCookie('painel_a');
    expect(readCookie('painel_a')).toBeNull();
    expect(readCookie('painel_b')).toBe('y');
  });
});
