import { describe, expect, it } from 'vitest';
import { daysAgo, pointLabel } from './dates';

describe('restore point labels', () => {
  it("say 'hoje' for today's point and count calendar days, not hours, for older ones", () => {
    const earlyMorning = new Date('2026-11-23T00:30:00.000Z');
    expect(pointLabel('2026-11-23', 'hoje', earlyMorning)).toBe('hoje');
    expect(daysAgo('2026-11-22', earlyMorning)).toBe(1);
    expect(pointLabel('2026-11-22', 'hoje', earlyMorning)).toBe('há um dia');
    const lateEvening = new Date('2026-11-23T23:50:00.000Z');
    expect(pointLabel('2026-11-22', 'hoje', lateEvening)).toBe('há um dia');
    expect(pointLabel('2026-11-21', 'hoje', lateEvening)).toBe('há 2 dias');
    expect(pointLabel('2026-11-18', 'hoje', lateEvening)).toBe('há 5 dias');
  });
});
