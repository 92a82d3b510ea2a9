import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { ActivityActorRole, ActivityEntry, ActivityPage, activityQuerySchema } from '../contract';
import type { z } from '@core/shared';

interface ActivityLogTable {
  id: Generated<number>;
  /** The account the change belongs to: the hosting's owner, or the actor for the account's own. */
  owner_id: number;
  actor_id: number;
  role: ActivityActorRole;
  token_name: string | null;
  /** No reference: the record outlives the hosting it tells of (its removal is a change too). */
  hosting_id: number | null;
  hosting_domain: string | null;
  method: string;
  path: string;
  area: string;
  address: string;
  at: string;
}
type Tables = { activity_log: ActivityLogTable };
export const activityTables = (db: Database) => db.withTables<Tables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const activityMigrations: Record<string, Migration> = {
  '0001_activity_log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('activity_log')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_name', 'text')
        .addColumn('hosting_id', 'integer')
        .addColumn('hosting_domain', 'text')
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('activity_log_owner').on('activity_log').columns(['owner_id', 'id']).execute();
      await db.schema.createIndex('activity_log_actor').on('activity_log').columns(['actor_id', 'id']).execute();
      await db.schema.createIndex('activity_log_hosting').on('activity_log').columns(['hosting_id', 'id']).execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

interface Scope {
  viewer: number;
  /** One hosting's changes only; its guests still see only their own. */
  hostingId?: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A page of the changes the viewer may see, newest first: an account's owner sees every change to it,
 * their guests' and tokens' included; anyone sees their own, on hostings shared with them too.
 */
export async function readActivity(db: Database, scope: Scope, query: z.output<typeof activityQuerySchema>): Promise<ActivityPage> {
  const filtered = activityTables(db)
    .selectFrom('activity_log')
    .innerJoin('users', 'users.id', 'activity_log.actor_id')
    .where((eb) => {
      const seen = eb.or([eb('activity_log.owner_id', '=', scope.viewer), eb('activity_log.actor_id', '=', scope.viewer)]);
      const conditions = [seen];
      if (scope.hostingId !== undefined) conditions.push(eb('activity_log.hosting_id', '=', scope.hostingId));
      if (query.by === 'token') conditions.push(eb('activity_log.token_name', 'is not', null));
      else if (query.by !== 'all') conditions.push(eb.and([eb('activity_log.role', '=', query.by), eb('activity_log.token_name', 'is', null)]));
      if (query.q) {
        const pattern = likeText(query.q.toLowerCase());
        const like = (column: 'path' | 'area' | 'hosting_domain' | 'address') => eb(sql`lower(${sql.ref(`activity_log.${column}`)})`, 'like', sql`${pattern} escape '\\'`);
        conditions.push(eb.or([like('path'), like('area'), like('hosting_domain'), like('address'), eb(sql`lower(users.email)`, 'like', sql`${pattern} escape '\\'`)]));
      }
      return eb.and(conditions);
    });
  const [{ total }] = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await filtered
    .select(['activity_log.id', 'activity_log.at', 'activity_log.role', 'activity_log.token_name', 'activity_log.hosting_domain', 'activity_log.method', 'activity_log.path', 'activity_log.area', 'activity_log.address', 'users.email'])
    .orderBy('activity_log.id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const entries = rows.map(
    (row): ActivityEntry => ({
      id: row.id,
      at: row.at,
      actor: { email: row.email, role: row.role },
      token: row.token_name === null ? null : { name: row.token_name },
      hosting: row.hosting_domain,
      method: row.method as ActivityEntry['method'],
      path: row.path,
      area: row.area,
      address: row.address,
    }),
  );
  return { entries, total: Number(total) };
}
