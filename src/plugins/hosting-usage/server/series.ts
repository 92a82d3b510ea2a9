import { PERIOD_SHAPE, type HostingStatistics, type StatisticsPeriod, type UsagePoint } from '../contract';

/** A stable pseudo-random number in [0, 1) for a hosting and an integer knot (a 32-bit mix of both). */
function noise(seed: number, knot: number): number {
  let x = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(knot, 0xc2b2ae35);
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** Noise between knots `period` seconds apart, eased so the curve has no corners. */
function smoothNoise(seed: number, seconds: number, period: number): number {
  const position = seconds / period;
  const knot = Math.floor(position);
  const t = position - knot;
  const eased = (1 - Math.cos(Math.PI * t)) / 2;
  return noise(seed, knot) * (1 - eased) + noise(seed, knot + 1) * eased;
}

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/**
 * The sandbox's CPU and RAM of a running hosting at a moment: a level of its own, a daily rhythm
 * (busier in the Brazilian afternoon), slow drift and minute-scale jitter, plus a rare burst.
 * The same hosting and second always give the same reading, so a chart is continuous between
 * refreshes and the summary agrees with the chart.
 */
export function usageAt(hostingId: number, seconds: number): UsagePoint {
  const level = 12 + noise(hostingId, -1) * 20;
  const hourOfDay = ((seconds / 3600 - 3) % 24 + 24) % 24;
  const daily = 10 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI);
  const drift = 14 * (smoothNoise(hostingId, seconds, 3 * 3600) - 0.5);
  const jitter = 8 * (smoothNoise(hostingId + 7, seconds, 300) - 0.5);
  const burstHour = Math.floor(seconds / 3600);
  const burst = noise(hostingId + 13, burstHour) > 0.96 ? 55 * Math.sin(Math.PI * ((seconds / 3600) % 1)) : 0;
  const cpu = clamp(level + daily + drift + jitter + burst);
  const ramLevel = 35 + noise(hostingId, -2) * 25;
  const ram = clamp(ramLevel + 0.3 * daily + 10 * (smoothNoise(hostingId + 3, seconds, 6 * 3600) - 0.5) + 0.4 * burst);
  return { cpu, ram };
}

/** Samples of a period ending at `now`, on the period's step, keyed by unix seconds. */
export function statistics(hostingId: number, period: StatisticsPeriod, now: number, running: boolean): HostingStatistics {
  const { span, step } = PERIOD_SHAPE[period];
  const end = Math.floor(now / step) * step;
  const points: HostingStatistics = {};
  for (let at = end - span; at <= end; at += step) points[String(at)] = running ? usageAt(hostingId, at) : { cpu: 0, ram: 0 };
  return points;
}
