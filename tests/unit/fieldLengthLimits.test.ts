import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../support/apiApp';

/**
 * Every free-text field has a maximum length the API enforces: an over-long value is a 422
 * naming the field with a pt-BR sentence, never a 201 that stores it nor a 500.
 */

const LONG = 'a'.repeat(100_000);
const LONG_DIGITS = '4'.repeat(100_000);
const SAYS_MAXIMUM = /no máximo [\d.]+ caracteres\.$/;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const payer = { payment: 'CRD', cpfCnpj: '529.982.247-25', name: 'Ana Cliente', email: 'ana@exemplo.com.br', phone: '(11) 98765-4321', terms: true, amount: 50, period: 1, installments: 1 };
const card = { cardNumber: '4111 1111 1111 1111', cardName: 'ANA CLIENTE', cardExpiration: '12/39', cardCode: '123' };
const address = { addressZip: '01310-100', addressStreet: 'Avenida Paulista', addressNumber: '1000', addressComplement: '', addressNeighborhood: 'Bela Vista', addressCity: 'São Paulo', addressState: 'SP' };

const cases: { what: string; url: string; signedIn?: boolean; body: Record<string, unknown>; fields: string[] }[] = [
  { what: 'sign-up name', url: '/api/register', body: { name: LONG, email: 'longo@exemplo.com.br', phone: '(11) 98765-4321', password: 'senha12345', terms: true }, fields: ['name'] },
  { what: 'sign-up e-mail and password', url: '/api/register', body: { name: 'Ana', email: `${LONG}@exemplo.com.br`, phone: '(11) 98765-4321', password: `${LONG}1`, terms: true }, fields: ['email', 'password'] },
  { what: 'sign-in e-mail and password', url: '/api/login', body: { email: `${LONG}@exemplo.com.br`, password: LONG }, fields: ['email', 'password'] },
  { what: 'subdomain directory', url: '/api/domain/lojadaana.com.br/subdomain', signedIn: true, body: { domain: 'longo', dir: LONG }, fields: ['dir'] },
  { what: 'redirect target', url: '/api/domain/lojadaana.com.br/redirect', signedIn: true, body: { type: '301', source: 'lojadaana.com.br', target: `https://exemplo.com.br/${LONG}` }, fields: ['target'] },
  { what: 'API token name and hosting', url: '/api/user/token', signedIn: true, body: { name: LONG, hosting: LONG, expiresOn: LONG }, fields: ['name', 'hosting', 'expiresOn'] },
  { what: 'mailbox password', url: '/api/hosting/lojadaana.com.br/email', signedIn: true, body: { username: 'longo', password: LONG, quota: 0 }, fields: ['password'] },
  { what: 'mailbox password change', url: '/api/hosting/lojadaana.com.br/email/password', signedIn: true, body: { email: 'contato@lojadaana.com.br', password: LONG }, fields: ['password'] },
  {
    what: 'card fields',
    url: '/api/recharge',
    signedIn: true,
    body: { ...payer, ...address, cardNumber: LONG_DIGITS, cardName: LONG, cardExpiration: LONG, cardCode: LONG_DIGITS, fingerprint: LONG },
    fields: ['cardNumber', 'cardName', 'cardExpiration', 'cardCode', 'fingerprint'],
  },
  {
    what: 'address fields',
    url: '/api/recharge',
    signedIn: true,
    body: { ...payer, ...card, addressZip: LONG_DIGITS, addressStreet: LONG, addressNumber: LONG, addressComplement: LONG, addressNeighborhood: LONG, addressCity: LONG, addressState: LONG },
    fields: ['addressZip', 'addressStreet', 'addressNumber', 'addressComplement', 'addressNeighborhood', 'addressCity', 'addressState'],
  },
  { what: 'payer name and phone', url: '/api/recharge', signedIn: true, body: { ...payer, ...card, ...address, name: LONG, phone: LONG_DIGITS }, fields: ['name', 'phone'] },
  { what: 'ticket message', url: '/api/ticket', signedIn: true, body: { subject: 'tecnico', message: LONG }, fields: ['message'] },
  { what: 'ticket service', url: '/api/ticket', signedIn: true, body: { subject: 'tecnico', message: 'Olá', service: LONG }, fields: ['service'] },
  { what: 'contact-sales goal', url: '/api/hosting/contact-sales', signedIn: true, body: { goal: 'other', otherGoal: LONG, traffic: 2 }, fields: ['otherGoal'] },
  { what: 'migration domains', url: '/api/migration', body: { email: 'ana@exemplo.com.br', name: 'Ana', phone: '(11) 98765-4321', domains: LONG, url: '', extra: '' }, fields: ['domains'] },
  { what: 'guest e-mail', url: '/api/user/access/lojadaana.com.br', signedIn: true, body: { email: `${LONG}@exemplo.com.br`, hasEmail: true }, fields: ['email'] },
];

describe('an over-long value', () => {
  for (const { what, url, signedIn, body, fields } of cases) {
    it(`is refused with the field named: ${what}`, async () => {
      const response = await call(app, signedIn ? owner : null, 'POST', url, body);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
      const errors = response.json().errors as Record<string, string>;
      for (const field of fields) expect(errors[field], `${field}: ${JSON.stringify(errors)}`).toMatch(SAYS_MAXIMUM);
    });
  }

  it('is refused on a profile update too', async () => {
    const response = await call(app, owner, 'PUT', '/api/user/profile', { name: 'Ana Cliente', email: 'cliente@exemplo.com.br', phone: '(11) 98765-4321', addressZip: LONG_DIGITS, addressStreet: LONG });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ addressZip: expect.stringMatching(SAYS_MAXIMUM), addressStreet: expect.stringMatching(SAYS_MAXIMUM) });
  });
});
