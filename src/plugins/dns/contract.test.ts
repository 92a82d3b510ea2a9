import { describe, expect, it } from 'vitest';
import { recordInputSchema, txtTypeOf } from './contract';

const parse = (input: object) => recordInputSchema.safeParse(input);
const firstError = (input: object) => {
  const result = parse(input);
  return result.success ? null : [result.error.issues[0].path.join('.'), result.error.issues[0].message];
};

describe('recordInputSchema', () => {
  it('stores @ as the empty name, lower-cases names and drops the final dot of targets', () => {
    expect(parse({ type: 'CNAME', name: 'WWW', value: 'Exemplo.com.BR.' }).data).toEqual({ type: 'CNAME', name: 'www', value: 'exemplo.com.br', ttl: 3600 });
    expect(parse({ type: 'A', name: '@', value: '192.0.2.1' }).data?.name).toBe('');
  });

  it('accepts IPv4 only for A and IPv6 only for AAAA', () => {
    expect(firstError({ type: 'A', value: '192.0.2.256' })).toEqual(['value', 'Informe um endereço IPv4 válido.']);
    expect(firstError({ type: 'A', value: '2001:db8::1' })).toEqual(['value', 'Informe um endereço IPv4 válido.']);
    expect(firstError({ type: 'AAAA', value: '2001:db8::1' })).toBeNull();
    expect(firstError({ type: 'AAAA', value: '::ffff:192.0.2.1' })).toBeNull();
    expect(firstError({ type: 'AAAA', value: '2001:db8:::1' })).toEqual(['value', 'Informe um endereço IPv6 válido.']);
  });

  it('wants hostnames for CNAME, MX and SRV targets', () => {
    expect(firstError({ type: 'MX', value: 'mail', priority: 1 })).toEqual(['value', 'Informe um nome de host válido, como servidor.exemplo.com.br.']);
    expect(firstError({ type: 'CNAME', value: 'http://site.com' })?.[0]).toBe('value');
  });

  it('takes MX and SRV numbers as at most 5 digits, up to 65535', () => {
    expect(parse({ type: 'MX', value: 'mx.exemplo.com', priority: '00010' }).data?.priority).toBe(10);
    expect(firstError({ type: 'MX', value: 'mx.exemplo.com', priority: '' })).toEqual(['priority', 'Campo obrigatório.']);
    expect(firstError({ type: 'MX', value: 'mx.exemplo.com', priority: '1a' })).toEqual(['priority', 'Use apenas números, com no máximo 5 dígitos.']);
    expect(firstError({ type: 'MX', value: 'mx.exemplo.com', priority: '65536' })).toEqual(['priority', 'O valor máximo é 65535.']);
  });

  it('builds SRV names from service and protocol, and checks them when given whole', () => {
    const srv = { type: 'SRV', value: 'sip.exemplo.com', priority: 1, weight: 2, port: 5060 };
    expect(parse({ ...srv, service: '_SIP', protocol: 'udp', name: 'voz' }).data?.name).toBe('_sip._udp.voz');
    expect(firstError({ ...srv, name: 'sip' })).toEqual(['name', 'O nome de um registro SRV começa com _serviço._protocolo.']);
    expect(firstError({ ...srv, name: '_sip._tcp' })).toBeNull();
  });
});

describe('txtTypeOf', () => {
  it('names DKIM, SPF and DMARC texts', () => {
    expect(txtTypeOf('default._domainkey', 'v=DKIM1; p=abc')).toBe('DKIM');
    expect(txtTypeOf('', 'v=spf1 -all')).toBe('SPF');
    expect(txtTypeOf('_dmarc', 'v=DMARC1; p=none')).toBe('DMARC');
    expect(txtTypeOf('', 'google-site-verification=x')).toBeUndefined();
  });
});
