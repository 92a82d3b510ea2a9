/** A slow read does not hold the page longer than this: past it the page is drawn and the component comes when it can. */
export const LONGEST_WAIT_MS = 1000;

/**
 * The performance measure (the wait, from its start; detail: the modules and params) left when the
 * longest wait for first reads (firstQueries.ts) ran out and drew a page without them: the browser's
 * timeline shows why that load moved, and the e2e checks that nothing moves judge only loads without it.
 */
export const FIRST_READS_OVERDUE = 'painel:first-reads-overdue';
