import { describe, expect, it } from 'vitest';
import { ftpEnv } from '../../../../tests/e2e/servers';
import { ftpSettingsFrom, passiveAddress } from './settings';

describe('ftpSettingsFrom', () => {
  it('defaults to port 2121 on loopback with a passive range of ten ports', () => {
    expect(ftpSettingsFrom({})).toEqual({ serve: true, bind: '127.0.0.1', port: 2121, host: '127.0.0.1', pasvMin: 30000, pasvMax: 30009 });
  });

  it('reads FTP_PORT, FTP_HOST, FTP_BIND and the passive range', () => {
    expect(ftpSettingsFrom({ FTP_PORT: '2200', FTP_HOST: 'ftp.painel.net.br', FTP_BIND: '0.0.0.0', FTP_PASV_MIN: '50000', FTP_PASV_MAX: '50004' })).toEqual({
      serve: true,
      bind: '0.0.0.0',
      port: 2200,
      host: 'ftp.painel.net.br',
      pasvMin: 50000,
      pasvMax: 50004,
    });
    expect(ftpSettingsFrom({ HOST: '0.0.0.0' }).host).toBe('localhost');
    expect(ftpSettingsFrom({ FTP_SERVER: 'off' }).serve).toBe(false);
    expect(ftpSettingsFrom({ FTP_PASV_MIN: '41000' })).toMatchObject({ pasvMin: 41000, pasvMax: 41009 });
  });

  it('refuses ports that are not ports, and a range upside down, with one sentence', () => {
    expect(() => ftpSettingsFrom({ FTP_PORT: 'vinte' })).toThrow('FTP_PORT=vinte não é uma porta válida.');
    expect(() => ftpSettingsFrom({ FTP_PORT: '70000' })).toThrow(/FTP_PORT/);
    expect(() => ftpSettingsFrom({ FTP_PASV_MIN: '500' })).toThrow(/FTP_PASV_MIN/);
    expect(() => ftpSettingsFrom({ FTP_PASV_MIN: '41000', FTP_PASV_MAX: '40000' })).toThrow(/FTP_PASV_MAX/);
  });
});

describe('passiveAddress', () => {
  it('names loopback to a local client and FTP_HOST (an IP, or looked up) to others', async () => {
    const settings = ftpSettingsFrom({ FTP_HOST: '198.51.100.7', FTP_BIND: '0.0.0.0' });
    expect(await passiveAddress(settings, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(await passiveAddress(settings, '203.0.113.5')).toBe('198.51.100.7');
    expect(await passiveAddress(ftpSettingsFrom({ FTP_HOST: 'localhost', FTP_BIND: '0.0.0.0' }), '203.0.113.5')).toBe('127.0.0.1');
  });
});

describe('the e2e servers', () => {
  it('each HTTP port gets its own FTP port and a passive range that overlaps no other server', () => {
    const httpPorts = [3199, 3299, 3200, 3300, 4199, 4300, 4400, 5300, 5400, 6199];
    const used = new Map<number, number>();
    for (const http of httpPorts) {
      const { FTP_PORT, FTP_PASV_MIN, FTP_PASV_MAX } = ftpEnv(http);
      const ports = [Number(FTP_PORT)];
      for (let port = Number(FTP_PASV_MIN); port <= Number(FTP_PASV_MAX); port++) ports.push(port);
      for (const port of ports) {
        expect(port).toBeLessThanOrEqual(65535);
        expect(httpPorts).not.toContain(port);
        expect(used.get(port), `port ${port} of ${http}`).toBeUndefined();
        used.set(port, http);
      }
    }
  });
});
