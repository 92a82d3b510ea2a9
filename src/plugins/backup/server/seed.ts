import { access, writeFile } from 'node:fs/promises';
import { billingNow } from '@server/billing/clock';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { DAY_MS } from './daily';

/** Days before today of the demo restore points; today's is the newest. */
const DEMO_DAYS_AGO = [5, 2, 0];

const DEMO_PAGE = (domain: string) => `<!doctype html>\n<html lang="pt-BR">\n<head><meta charset="utf-8"><title>${domain}</title></head>\n<body><h1>${domain}</h1></body>\n</html>\n`;

/** Real restore points for the demo hostings: their file root (a start page if empty) archived today and days before. */
export async function seedRestorePoints({ db, files, backups }: ServerContext): Promise<void> {
  const hostings = await db.selectFrom('hostings').select(['id', 'domain', 'username']).where('status', 'in', ['Active', 'Paused']).execute();
  const now = (await billingNow(db)).getTime();
  for (const hosting of hostings) {
    const index = await files.resolve(hosting.id, '/public_html/index.html');
    if (!(await access(index).then(() => true, () => false))) await writeFile(index, DEMO_PAGE(hosting.domain));
    for (const days of DEMO_DAYS_AGO) await backups.take(hosting, new Date(now - days * DAY_MS));
  }
}
