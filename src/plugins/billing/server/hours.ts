import { HOUR_MS } from '@server/billing/clock';

export { HOUR_MS };
export { chargedMonthly, chargeFactor, chargeHour, hourlyParts, HOURS_PER_MONTH } from '@server/billing/hourlyPrice';

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;
