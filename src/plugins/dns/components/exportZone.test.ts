import { describe, expect, it } from 'vitest';
import { attachmentName } from './exportZone';

describe('attachmentName', () => {
  it('reads the file name from content-disposition, else records.txt', () => {
    expect(attachmentName('attachment; filename="loja.com.br.txt"')).toBe('loja.com.br.txt');
    expect(attachmentName("attachment; filename*=UTF-8''zona%20nova.txt")).toBe('zona nova.txt');
    expect(attachmentName('attachment')).toBe('records.txt');
    expect(attachmentName(null)).toBe('records.txt');
  });
});
