import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './gateway';

function clock(start = Date.parse('2026-01-10T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('the sandbox gateway', () => {
  it('keeps a PIX charge open until paid, and its BR Code carries the amount and the invoice', async () => {
    const time = clock();
    const gateway = new SandboxGateway(1, time.now);
    const pix = await gateway.createPixCharge('1b2c-3d4e', 12345);
    expect(isValidPixPayload(pix.code)).toBe(true);
    expect(pix.code).toContain('5406123.45');
    expect(pix.code).toContain('05081b2c3d4e');
    expect(pix.expiresAt).toBe('2026-01-10T12:30:00.000Z');
    expect(gateway.status(pix.state)).toBe('Pending');
    const paid = gateway.payPix(pix.state)!;
    expect(gateway.status(paid)).toBe('Paid');
    expect(gateway.payPix(paid)).toBeNull();
  });

  it('lets an unpaid PIX expire, scaled by the time scale, and refuses to pay it then', async () => {
    const time = clock();
    const gateway = new SandboxGateway(0.1, time.now);
    const { state } = await gateway.createPixCharge('abc', 1000);
    time.advance(3 * 60_000 - 1);
    expect(gateway.status(state)).toBe('Pending');
    time.advance(1);
    expect(gateway.status(state)).toBe('Cancelled');
    expect(gateway.payPix(state)).toBeNull();
  });

  it('settles cards after the delay as their test number says', () => {
    const time = clock();
    const gateway = new SandboxGateway(1, time.now);
    const approved = gateway.createCardCharge('4111 1111 1111 1111');
    const declined = gateway.createCardCharge('4000000000000002');
    const pending = gateway.createCardCharge('4000000000000127');
    expect([approved, declined, pending].map((c) => gateway.status(c))).toEqual(['Pending', 'Pending', 'Pending']);
    time.advance(5_000);
    expect([approved, declined, pending].map((c) => gateway.status(c))).toEqual(['Paid', 'Cancelled', 'Pending']);
    expect(gateway.payPix(approved)).toBeNull();
  });
});

describe('boletos and kept cards in the sandbox gateway', () => {
  it('issues a boleto that is paid only after the clearing delay, scaled', () => {
    const time = clock();
    const gateway = new SandboxGateway(0.1, time.now);
    const boleto = gateway.createBoletoCharge('inv-1', 2500);
    expect(boleto.line).toHaveLength(47);
    expect(boleto.line.slice(-10)).toBe('0000002500');
    expect(boleto.dueDate).toBe('2026-01-13');
    const paid = gateway.payInSandbox(boleto.state)!;
    expect(gateway.status(paid)).toBe('Pending');
    time.advance(999);
    expect(gateway.status(paid)).toBe('Pending');
    time.advance(1);
    expect(gateway.status(paid)).toBe('Paid');
    expect(gateway.payInSandbox(paid)).toBeNull();
  });

  it('cancels an unpaid boleto after its due date, scaled', () => {
    const time = clock();
    const gateway = new SandboxGateway(0.001, time.now);
    const { state } = gateway.createBoletoCharge('inv-2', 100);
    time.advance(3 * 86_400_000 * 0.001);
    expect(gateway.status(state)).toBe('Cancelled');
  });

  it('charges a kept card as its test number says, without keeping the number', () => {
    const time = clock();
    const gateway = new SandboxGateway(1, time.now);
    const approved = gateway.tokenizeCard('4111 1111 1111 1111');
    const declined = gateway.tokenizeCard('4000000000000002');
    expect(approved).toMatchObject({ lastDigits: '1111', brand: 'visa' });
    expect(approved.token).not.toContain('4111111111111111');
    time.advance(5_000);
    const a = gateway.chargeCardToken(approved.token);
    const d = gateway.chargeCardToken(declined.token);
    time.advance(5_000);
    expect(gateway.status(a)).toBe('Paid');
    expect(gateway.status(d)).toBe('Cancelled');
  });
});
