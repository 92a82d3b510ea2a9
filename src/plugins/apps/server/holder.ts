import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostingDataHolder } from '@server/hostingData/holders';
import type { Database } from '@server/db/database';
import { APP_TEXTS } from '../contract';
import { appsDb, type AppRow } from './store';

const FILE = 'apps.json';

/**
 * The hosting's installed-apps list as backup data, so that a restore of files and databases can
 * bring back the list that describes them, and a hosting's removal takes the list with it.
 */
export function appsHolder(db: Database): HostingDataHolder {
  const apps = appsDb(db);
  return {
    id: 'apps',
    async save(hosting, folder) {
      const rows = await apps.selectFrom('hosting_apps').selectAll().where('hosting_id', '=', hosting.id).orderBy('id').execute();
      await writeFile(path.join(folder, FILE), JSON.stringify(rows));
    },
    async restore(hosting, folder) {
      const saved = JSON.parse(await readFile(path.join(folder, FILE), 'utf8').catch(() => '[]')) as AppRow[];
      await apps.transaction().execute(async (trx) => {
        await trx.deleteFrom('hosting_apps').where('hosting_id', '=', hosting.id).execute();
        for (const { id: _id, ...row } of saved) {
          // An install caught mid-way by the backup did not finish in it.
          const interrupted = row.status === 'installing';
          await trx
            .insertInto('hosting_apps')
            .values({ ...row, hosting_id: hosting.id, install_key: crypto.randomUUID(), ...(interrupted ? { status: 'error', error: APP_TEXTS.installFailed } : {}) })
            .execute();
        }
      });
    },
    async remove(hosting) {
      await apps.deleteFrom('hosting_apps').where('hosting_id', '=', hosting.id).execute();
      await apps.deleteFrom('apps_alternative_urls').where('hosting_id', '=', hosting.id).execute();
    },
  };
}
