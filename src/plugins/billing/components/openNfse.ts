import { readToken } from '@core';

/** The NFS-e is served behind the session: fetched with the bearer token and opened from memory in a new tab. */
export async function openNfse(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    tab?.close();
    throw new Error('Não foi possível abrir a nota fiscal.');
  }
  const href = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}
