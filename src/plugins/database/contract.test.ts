import { describe, expect, it } from 'vitest';
import { createDatabaseFormSchema, hostsSchema, MESSAGES, remoteAccessSchema, USAGE_STEP_MINUTES, yAxisMax } from './contract';

describe('database contract', () => {
  it('picks the smallest y-axis level that holds the values (25 … 500)', () => {
    expect(yAxisMax([])).toBe(25);
    expect(yAxisMax([3, 25])).toBe(25);
    expect(yAxisMax([26])).toBe(50);
    expect(yAxisMax([151])).toBe(200);
    expect(yAxisMax([301])).toBe(500);
    expect(yAxisMax([900])).toBe(500);
    expect(USAGE_STEP_MINUTES).toEqual({ 1: 10, 6: 30, 12: 60 });
  });

  it('builds full lower-case names from the suffix typed after the prefix', () => {
    const schema = createDatabaseFormSchema('loja1_');
    expect(schema.parse({ dbms: 'postgres', dbname: ' Vendas ', user: 'APP_1', password: 'Senha#Forte123' })).toEqual({ dbms: 'postgres', dbname: 'loja1_vendas', user: 'loja1_app_1', password: 'Senha#Forte123' });
    const refused = schema.safeParse({ dbms: 'mysql', dbname: 'com-hífen', user: 'x'.repeat(27), password: 'x' });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({ dbname: MESSAGES.name, user: MESSAGES.nameLong, password: MESSAGES.passwordShort });
  });

  it('accepts IPv4 and IPv6 hosts, trims and drops repeats, and names the first bad one', () => {
    expect(hostsSchema.parse(' 10.0.0.1 ,10.0.0.1, ::1 ')).toBe('10.0.0.1,::1');
    expect(hostsSchema.safeParse('10.0.0.1, 10.0.0.256').error?.issues[0].message).toBe(MESSAGES.hostsInvalid('10.0.0.256'));
    expect(remoteAccessSchema.safeParse({ remote: true, mode: 'IPS', hosts: '' }).error?.issues[0]).toMatchObject({ path: ['hosts'], message: MESSAGES.hostsRequired });
    expect(remoteAccessSchema.parse({ remote: true })).toEqual({ remote: true, mode: 'ALL', hosts: '' });
  });
});
