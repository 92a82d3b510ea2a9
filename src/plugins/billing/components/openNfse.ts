/** The NFS-e is served behind the session: fetched with the session cookie and opened from memory in a new tab. */
export async function openNfse(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    tab?.close();
    throw new Error('Não foi possível abrir a nota fiscal.');
  }
  const href = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}
