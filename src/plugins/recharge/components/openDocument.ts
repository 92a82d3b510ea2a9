/**
 * Opens a document the API serves behind the session (boleto, NFS-e) in a new tab: fetched with the
 * session cookie and shown from memory, so that a failure is told here rather than in a blank tab.
 */
export async function openDocument(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    tab?.close();
    throw new Error(`${response.status}`);
  }
  const href = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}
