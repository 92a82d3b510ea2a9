import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { brandHtml } from './brandHtml';

const dir = mkdtempSync(path.join(tmpdir(), 'brand-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

/** A brand file of a test's, with or without an icon, and index.html as the brand's build makes it. */
function transform(icon?: string) {
  const file = path.join(dir, `brand-${icon ? 'with' : 'without'}-icon.json`);
  writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
  if (icon) writeFileSync(path.join(dir, icon), ICON);
  writeFileSync(file, JSON.stringify({ id: 'teste', productName: 'Nuvem & Cia', logo: 'logo.svg', ...(icon ? { icon } : {}), theme: { primary: '#123456', secondary: '#654321' }, plugins: ['auth'] }));
  const hook = brandHtml(file).transformIndexHtml as IndexHtmlTransformHook;
  return hook.call(undefined as never, '<title>__BRAND_NAME__</title>', {} as never) as { html: string; tags: unknown[] };
}

describe('the brand in index.html', () => {
  it("names the page by the brand, escaped, and gives its tab the brand's icon, carried in the page", () => {
    const { html, tags } = transform('icon.svg');
    expect(html).toBe('<title>Nuvem &amp; Cia</title>');
    expect(tags).toEqual([{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml;base64,${Buffer.from(ICON).toString('base64')}` }, injectTo: 'head' }]);
  });

  it('links no icon for a brand without one', () => {
    expect(transform().tags).toEqual([]);
  });
});
