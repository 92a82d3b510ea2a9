import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16Ccitt } from './brCode';

/** The static example of the Banco Central's Manual do BR Code (also in the Manual de Padrões para Iniciação do Pix). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' + '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('BR Code', () => {
  it('computes CRC16-CCITT (0x1021, 0xFFFF) with the standard check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('reproduces the Banco Central example byte for byte', () => {
    expect(buildPixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(BCB_EXAMPLE);
  });

  it('closes the published example with the published CRC', () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('builds a payload with amount and txid that an independent PIX validator accepts', () => {
    const payload = buildPixPayload({ key: 'pix@painel.net.br', merchantName: 'Painel Hospedagem São Paulo Ltda', merchantCity: 'São Paulo', amount: 1077.3, txid: 'abc123XYZ' });
    expect(isValidPixPayload(payload)).toBe(true);
    expect(getPixPayloadInfo(payload)).toMatchObject({ key: 'pix@painel.net.br', amount: 1077.3, txid: 'abc123XYZ', merchantCity: 'Sao Paulo', merchantName: 'Painel Hospedagem Sao Pau' });
  });

  it('a changed character breaks the CRC', () => {
    const payload = buildPixPayload({ key: 'pix@painel.net.br', merchantName: 'Painel', merchantCity: 'SAO PAULO', amount: 10 });
    expect(isValidPixPayload(payload.replace('54051', '54052'))).toBe(false);
  });
});
