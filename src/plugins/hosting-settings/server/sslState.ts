import type { Database } from '@server/db/database';
import { settingsDb, type SettingsTables } from './store';

export type SslState = SettingsTables['ssl_state'];
export type SslStateChange = Partial<Omit<SslState, 'hosting_id'>>;

/** A hosting's certificate as the panel keeps it: inactive, checking (being issued) or active, with its dates and the last failure. */
export function sslStates(db: Database) {
  const settings = settingsDb(db);
  const blank = (hostingId: number): SslState => ({ hosting_id: hostingId, status: 'inactive', redirect: 0, issued_at: null, expires_at: null, names: null, failure: null });
  return {
    async get(hostingId: number): Promise<SslState> {
      return (await settings.selectFrom('ssl_state').selectAll().where('hosting_id', '=', hostingId).executeTakeFirst()) ?? blank(hostingId);
    },
    /** Writes the change, in `within` when given (a job's transaction step). */
    async save(hostingId: number, change: SslStateChange, within?: Database): Promise<void> {
      const target = within ? settingsDb(within) : settings;
      await target
        .insertInto('ssl_state')
        .values({ ...blank(hostingId), ...change })
        .onConflict((oc) => oc.column('hosting_id').doUpdateSet(change))
        .execute();
    },
  };
}
