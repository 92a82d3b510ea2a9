/**
 * Where a manifest's redirect leads, keeping the visitor's query string: the target's own parameters
 * first ("/payment/manual-recharge?period=36"), then the visitor's that the target does not set; the
 * target's #fragment stays last.
 */
export function redirectTarget(to: string, search: string): string {
  const target = new URL(to, 'http://panel.invalid');
  for (const [key, value] of new URLSearchParams(search)) if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  return target.pathname + target.search + target.hash;
}
