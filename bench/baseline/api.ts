/**
 * The baseline list route: Fastify with its production logger over SQLite (better-sqlite3),
 * one query, no framework around it. Started by bench/api-throughput.ts on PORT.
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(':memory:');
db.exec('CREATE TABLE hostings (id INTEGER PRIMARY KEY, owner_id INTEGER, domain TEXT, status TEXT, plan TEXT, created_at TEXT)');
const insert = db.prepare('INSERT INTO hostings (owner_id, domain, status, plan, created_at) VALUES (?, ?, ?, ?, ?)');
for (let i = 1; i <= 5; i += 1) insert.run(1, `site${i}.com.br`, 'active', 'Nuvem Start', new Date().toISOString());
const list = db.prepare('SELECT * FROM hostings WHERE owner_id = ? ORDER BY domain');

const app = Fastify({ logger: true });
app.get('/api/hosting', async () => ({ data: list.all(1) }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
