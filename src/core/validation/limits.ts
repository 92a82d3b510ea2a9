/**
 * Maximum lengths shared by the contracts, so that no free-text field takes whatever a client
 * sends. Fields with a length of their own in the specification (card, zip, ticket) keep it.
 */
export const MAX_LENGTH = {
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  password: 128,
  personName: 100,
  /** A phone as typed, mask included: "(11) 98765-4321". */
  phone: 20,
  /** CPF or CNPJ as typed, mask included: "11.222.333/0001-81". */
  cpfCnpj: 20,
  domain: 253,
  url: 2048,
  /** Opaque values a page hands back: link tokens, fingerprints, analytics ids. */
  token: 512,
  /** A captcha provider's answer, longer than other tokens. */
  captcha: 4096,
  shortText: 255,
  freeText: 10_000,
} as const;
