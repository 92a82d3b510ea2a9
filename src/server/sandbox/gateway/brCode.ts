/**
 * The PIX "copia e cola" payload (BR Code): EMV tag-length-value fields closed by a
 * CRC16-CCITT (poly 0x1021, init 0xFFFF), as the Banco Central's Manual do BR Code describes.
 */

export interface PixCharge {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In BRL; omitted lets the payer type it. */
  amount?: number;
  /** Up to 25 letters and digits; "***" when absent. */
  txid?: string;
}

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** Names and cities travel as plain ASCII within the manual's length limits. */
function ascii(text: string, max: number): string {
  return text.normalize('NFD').replace(/[^\x20-\x7E]/g, '').slice(0, max);
}

export function buildPixPayload(charge: PixCharge): string {
  const txid = charge.txid ?? '***';
  if (!/^(\*\*\*|[A-Za-z0-9]{1,25})$/.test(txid)) throw new Error('txid must be 1-25 letters and digits');
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', charge.key)),
    field('52', '0000'),
    field('53', '986'),
    charge.amount !== undefined ? field('54', charge.amount.toFixed(2)) : '',
    field('58', 'BR'),
    field('59', ascii(charge.merchantName, 25)),
    field('60', ascii(charge.merchantCity, 15)),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return body + crc16Ccitt(body);
}
