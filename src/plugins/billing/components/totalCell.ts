/** The look of a table's total row: bold, in the body's colour. */
export const TOTAL_CELL = { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } as const;
