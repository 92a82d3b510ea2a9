/**
 * The baseline list route: Fastify with its production logger over SQLite (better-sqlite3),
 * one query, no framework around it. Started by bench/api-throughput.ts on PORT.
 */
import Fastify from 'fastify';
import { hostingsTable } from './hostings';

const hostings = hostingsTable();
const app = Fastify({ logger: true });
app.get('/api/hosting', async () => ({ data: hostings.list(1) }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
