import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { surviveLostConnections } from './lostConnections';

describe('surviveLostConnections', () => {
  it('tells the log when PostgreSQL ends an idle connection, instead of the pool stopping the process', async () => {
    const warned: { details: object; message: string }[] = [];
    const pool = surviveLostConnections(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }), {
      warn: (details, message) => warned.push({ details, message }),
    });
    const ended = new Error('terminating connection due to administrator command');
    expect(() => pool.emit('error', ended)).not.toThrow();
    expect(warned).toEqual([{ details: { err: ended }, message: 'PostgreSQL closed an idle connection; the next query opens a new one' }]);
    expect(() => new pg.Pool().emit('error', ended)).toThrow(ended);
    await pool.end();
  });
});
