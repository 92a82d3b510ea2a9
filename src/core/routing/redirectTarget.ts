/**
 * Where a manifest's redirect leads, keeping the visitor's query string: the target's own parameters
 * first ("/payment/manual-recharge?period=36"), then the visitor's that the target does not set.
 */
export function redirectTarget(to: string, search: string): string {
  const [path, own = ''] = to.split('?', 2);
  const params = new URLSearchParams(own);
  for (const [key, value] of new URLSearchParams(search)) if (!params.has(key)) params.append(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
