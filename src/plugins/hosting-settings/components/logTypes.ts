import type { LogType } from '../contract';

/** Badge colours: error red, warning and notice amber, info blue. */
export const TYPE_COLOR: Record<LogType, 'error' | 'warning' | 'info'> = { error: 'error', warning: 'warning', notice: 'warning', info: 'info' };
