import { readToken } from '@core';

/**
 * Opens a document the API serves behind the session (boleto, NFS-e) in a new tab: a plain link
 * would carry no bearer token, so it is fetched with it and shown from memory.
 */
export async function openDocument(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    tab?.close();
    throw new Error(`${response.status}`);
  }
  const href = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}
