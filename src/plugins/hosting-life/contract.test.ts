import { describe, expect, it } from 'vitest';
import { costEffect } from '../hosting/contract';
import { balancerAddSchema, freeSlots, transferSchema } from './contract';

describe('free balancer slots', () => {
  it('are 1 + extra − workers, never below 0', () => {
    expect(freeSlots(0, 0)).toBe(1);
    expect(freeSlots(2, 1)).toBe(2);
    expect(freeSlots(0, 3)).toBe(0);
  });
});

describe('the effect of a paid change', () => {
  const costs = { status: 'Active' as const, monthlyPrice: 72, addOnsMonthly: 0, balance: 49, accountHourly: 0.2 };
  it('shows the hourly cost and the days of credit before and after pausing', () => {
    expect(costEffect(costs, { status: 'Paused' })).toEqual({ hourlyBefore: 0.1, hourlyAfter: expect.closeTo(0.03, 10), daysBefore: 10, daysAfter: 15 });
  });
  it('counts a one-off charge and a hosting that starts to be billed', () => {
    const restore = costEffect({ ...costs, status: 'Suspended' }, { status: 'Active', charge: 24 });
    expect(restore.hourlyBefore).toBe(0);
    expect(restore.hourlyAfter).toBeCloseTo(0.1);
    expect(restore.daysAfter).toBe(3);
  });
});

describe('the forms', () => {
  it('lower-case the transfer e-mail and require it', () => {
    expect(transferSchema.parse({ email: ' Ana@Exemplo.COM.br ' })).toEqual({ email: 'ana@exemplo.com.br' });
    expect(transferSchema.safeParse({ email: '' }).error?.issues[0].message).toBe('Informe o e-mail do destinatário.');
  });
  it('take a region BR or US in NEW mode, a host and an IPv4 in CUSTOM mode', () => {
    expect(balancerAddSchema.safeParse({ mode: 'NEW', region: 'AR', hosting: 'a.com.br' }).success).toBe(false);
    expect(balancerAddSchema.parse({ mode: 'CUSTOM', host: 'Srv.Exemplo.com.br', ip: '192.0.2.1' })).toEqual({ mode: 'CUSTOM', host: 'srv.exemplo.com.br', ip: '192.0.2.1' });
  });
});
