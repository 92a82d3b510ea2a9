import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { uniqueViolationAnswer } from './uniqueViolation';

function violation(sql: string): unknown {
  const db = new SQLite(':memory:');
  db.exec('create table accounts (hosting_id, username, email unique, unique (hosting_id, username))');
  db.exec("insert into accounts values (1, 'contato', 'a@b.com.br')");
  try {
    db.exec(sql);
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error('no violation');
}

describe('a UNIQUE violation', () => {
  const known = { 'accounts.hosting_id, accounts.username': { field: 'username', message: 'Já existe uma conta de e-mail com este nome.' } };

  it('is a 422 under the field the route named for those columns', () => {
    const answer = uniqueViolationAnswer(violation("insert into accounts values (1, 'contato', 'c@d.com.br')"), known);
    expect(answer).toMatchObject({ statusCode: 422, message: 'Já existe uma conta de e-mail com este nome.', errors: { username: 'Já existe uma conta de e-mail com este nome.' } });
  });

  it('is a 409 with a pt-BR message on columns the route did not name, never a 500', () => {
    const answer = uniqueViolationAnswer(violation("insert into accounts values (2, 'outro', 'a@b.com.br')"), known);
    expect(answer).toMatchObject({ statusCode: 409, message: 'Este registro já existe.' });
  });

  it('leaves every other error alone', () => {
    expect(uniqueViolationAnswer(violation('insert into nada values (1)'), known)).toBeNull();
    expect(uniqueViolationAnswer(new Error('UNIQUE constraint failed: accounts.email'), known)).toBeNull();
  });
});
