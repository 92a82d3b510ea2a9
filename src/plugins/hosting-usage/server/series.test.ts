import { describe, expect, it } from 'vitest';
import { statistics, usageAt } from './series';

const NOW = Date.parse('2026-11-23T15:00:00Z') / 1000;

describe('usage series', () => {
  it('is deterministic per hosting and moment, and differs between hostings', () => {
    expect(usageAt(1, NOW)).toEqual(usageAt(1, NOW));
    expect(usageAt(1, NOW)).not.toEqual(usageAt(2, NOW));
  });

  it('stays within 0-100 % and moves continuously from minute to minute', () => {
    const points = Object.values(statistics(5, 'D', NOW, true));
    for (const p of points) {
      expect(p.cpu).toBeGreaterThanOrEqual(0);
      expect(p.cpu).toBeLessThanOrEqual(100);
      expect(p.ram).toBeGreaterThanOrEqual(0);
      expect(p.ram).toBeLessThanOrEqual(100);
    }
    const minutes = Object.values(statistics(5, '1', NOW, true));
    const jumps = minutes.slice(1).map((p, i) => Math.abs(p.cpu - minutes[i].cpu));
    expect(Math.max(...jumps)).toBeLessThan(10);
  });

  it('has the sample spacing of each period and ends on the latest step', () => {
    const keys = (period: Parameters<typeof statistics>[1]) => Object.keys(statistics(1, period, NOW, true)).map(Number);
    expect(keys('1')).toHaveLength(61);
    expect(keys('1')[1] - keys('1')[0]).toBe(60);
    expect(keys('6')[1] - keys('6')[0]).toBe(300);
    expect(keys('W')).toHaveLength(7 * 24 + 1);
    const last = keys('M').at(-1)!;
    expect(NOW - last).toBeGreaterThanOrEqual(0);
    expect(NOW - last).toBeLessThan(6 * 3600);
    expect(keys('M')).toHaveLength(30 * 4 + 1);
  });

  it('reads zero while the hosting is not running', () => {
    expect(new Set(Object.values(statistics(1, '6', NOW, false)).map((p) => p.cpu + p.ram))).toEqual(new Set([0]));
  });
});
