import type { FastifyInstance } from 'fastify';
import { newEventFor } from '../db/changeMark';
import type { Database } from '../db/database';

/** Each request is an event of its own: its reads see every commit made before it came in (db/changeMark.ts). */
export function installFreshReads(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    newEventFor(db);
    done();
  });
}
