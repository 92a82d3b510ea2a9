import Database from 'better-sqlite3';

export interface HostingRow {
  id: number;
  owner_id: number;
  domain: string;
  status: string;
  plan: string;
  created_at: string;
}

/** The baselines' table: five hostings of one owner in an in-memory SQLite database, read by one prepared query. */
export function hostingsTable() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE hostings (id INTEGER PRIMARY KEY, owner_id INTEGER, domain TEXT, status TEXT, plan TEXT, created_at TEXT)');
  const insert = db.prepare('INSERT INTO hostings (owner_id, domain, status, plan, created_at) VALUES (?, ?, ?, ?, ?)');
  for (let i = 1; i <= 5; i += 1) insert.run(1, `site${i}.com.br`, 'active', 'Nuvem Start', new Date().toISOString());
  const list = db.prepare<[number], HostingRow>('SELECT * FROM hostings WHERE owner_id = ? ORDER BY domain');
  return { list: (ownerId: number) => list.all(ownerId) };
}
