/**
 * PostgreSQL errors that mean a value sent by the client did not fit its column (text for an
 * integer, a number past the column's range, a character the encoding refuses), where SQLite
 * would have stored or compared it quietly. Routes check what they can; these stay a bad request
 * rather than a 500, and are logged, since a route that lets them through should check earlier.
 */
const VALUE_CODES = new Set([
  '22P02', // invalid_text_representation: 'abc' or 'NaN' for an integer
  '22003', // numeric_value_out_of_range: an id past int4
  '22021', // character_not_in_repertoire: U+0000 in text
]);

export function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && VALUE_CODES.has(code) && typeof (error as { severity?: unknown }).severity === 'string';
}
