import { ApiError, api } from '../http/client';
import type { PostalAddress } from './postalAddress';

export type { PostalAddress };

export type PostalLookup = { found: true; address: PostalAddress } | { found: false; message: string };

/**
 * Looks up an 8-digit zip through the API's postal-code adapter. Never throws for the answers a
 * form must show under the zip field (not found, service unreachable).
 */
export async function lookupPostalCode(zip: string, signal?: AbortSignal): Promise<PostalLookup> {
  try {
    const address = await api<PostalAddress>('GET', `/address/${zip.replace(/\D/g, '')}`, { signal });
    return { found: true, address };
  } catch (error) {
    if (error instanceof ApiError && [404, 422, 503].includes(error.status)) return { found: false, message: error.message };
    throw error;
  }
}
