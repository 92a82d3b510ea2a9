/**
 * The performance mark (detail: the modules and params) left when the longest wait for first reads
 * (firstQueries.ts) drew a page without them: the browser's timeline shows why that load moved, and the
 * e2e checks that nothing moves judge only loads without it.
 */
export const FIRST_READS_OVERDUE_MARK = 'painel:first-reads-overdue';
