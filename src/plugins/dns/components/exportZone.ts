import { request } from '@core';
import { dnsPaths, EXPORT_FALLBACK_NAME } from '../contract';

/** The file name of an attachment: filename*= (RFC 5987) first, then filename=, else the fallback. */
export function attachmentName(disposition: string | null, fallback = EXPORT_FALLBACK_NAME): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Downloads the zone as the browser's own file save. */
export async function exportZone(resource: string): Promise<void> {
  const response = await request('POST', dnsPaths.export(resource));
  const name = attachmentName(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
