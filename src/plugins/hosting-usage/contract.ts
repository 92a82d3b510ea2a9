/** What a hosting uses now, in percent of its plan (part 1 §3 "Usage"). */
export interface HostingUsage {
  cpu: number;
  ram: number;
  /** The file root, databases and mailboxes together, against the plan's disk. */
  disk: number;
  /** The share of the plan's disk its databases take. */
  databases: number;
  /** The share of the plan's disk its mailboxes take. */
  emails: number;
  /** Unix seconds of the reading. */
  timestamp: number;
}

export interface UsagePoint {
  cpu: number;
  ram: number;
}

/** Usage over a period, keyed by unix seconds (part 1 §7 GET /hosting/{domain}/statistics). */
export type HostingStatistics = Record<string, UsagePoint>;

/** The chart periods of part 1 §9: 1 h, 6 h, 24 h, 7 days, 30 days. */
export const STATISTICS_PERIODS = ['1', '6', 'D', 'W', 'M'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** How far back each period reaches, the distance between samples and between axis ticks, in seconds. */
export const PERIOD_SHAPE: Record<StatisticsPeriod, { span: number; step: number; tick: number }> = {
  '1': { span: HOUR, step: MINUTE, tick: 15 * MINUTE },
  '6': { span: 6 * HOUR, step: 5 * MINUTE, tick: HOUR },
  D: { span: 24 * HOUR, step: 15 * MINUTE, tick: 3 * HOUR },
  W: { span: 7 * 24 * HOUR, step: HOUR, tick: 24 * HOUR },
  M: { span: 30 * 24 * HOUR, step: 6 * HOUR, tick: 5 * 24 * HOUR },
};

/** CPU and RAM above this share of the plan are drawn in the danger area. */
export const DANGER_FROM = 80;
/** Part 1 §9: usage refreshes every 10 s. */
export const USAGE_REFRESH_MS = 10_000;

export const usagePaths = {
  usage: (domain: string, fresh = false) => `/hosting/${encodeURIComponent(domain)}/usage${fresh ? '?disk=1' : ''}`,
  statistics: (domain: string, period: StatisticsPeriod) => `/hosting/${encodeURIComponent(domain)}/statistics?period=${period}`,
};
