import type { Generated } from 'kysely';

/** The core tables. Plugins declare their own and reach them with `db.withTables<...>()`. */

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  phone: string | null;
  photo: string | null;
  cpf: string | null;
  is_affiliate: number;
  is_first_access: number;
  register_domain: string | null;
  email_verified_at: string | null;
  totp_secret: string | null;
  /** The TOTP time step of the last code accepted, so that no code is accepted twice. */
  totp_last_step: number | null;
  promotion_type: string | null;
  promotion_expires_at: string | null;
  /** Set at sign-up until the SMS code is confirmed. */
  phone_unverified: Generated<number>;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
  /** The browser's User-Agent at sign-in, shown as the device. */
  user_agent: string | null;
  /** The address it signed in from, then the last one it was used from. */
  address: string | null;
  /** When it was last used, to the nearest few minutes. */
  last_used_at: string | null;
}

export interface HostingsTable {
  id: Generated<number>;
  domain: string;
  domain_alt: string;
  owner_id: number;
  status: string;
  product: string;
  plan_id: number;
  plan_name: string;
  monthly_price: number;
  /** The paid extras' monthly sum (see billing/addOns.ts), charged while Active or Paused. */
  addons_monthly_price: Generated<number>;
  server: string;
  server_ip: string;
  region: string;
  username: string;
  is_tester: number;
  has_domain: number;
  created_at: string;
}

export interface HostingSharesTable {
  hosting_id: number;
  user_id: number;
  has_website: number;
  has_domain: number;
  has_email: number;
  created_at: string;
}

export interface DomainsTable {
  id: Generated<number>;
  owner_id: number;
  domain: string;
  status: string;
  register_date: string | null;
  expiration_date: string | null;
  renew_price: number;
  created_at: string;
}

/** Every movement of credits; balances are sums, and an invoice can be credited only once. */
export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  kind: 'credit' | 'bonus';
  amount_cents: number;
  description: string;
  invoice_id: string | null;
  created_at: string;
}

export type TokenPurpose = 'verify-email' | 'reset-password' | 'verify-phone' | 'pending-login';

/** Single-use tokens mailed or texted to a user; only hashes are kept. */
export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  purpose: TokenPurpose;
  /** The SMS code of a phone verification, hashed like the token. */
  code_hash: string | null;
  expires_at: string;
  created_at: string;
}

/**
 * A user's API tokens (part 1 §3 Token): only the SHA-256 of the value is kept. Beyond the
 * specification a token may be read-only, bound to one hosting, and expire.
 */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  read_only: number;
  /** Before several hostings: the one a token was bound to, copied into api_token_hostings. */
  hosting_id: number | null;
  expires_at: string | null;
  created_at: string;
  /** JSON list of the permission groups ("website", "domain", "email") it may use; null for all. */
  permissions: string | null;
  /** JSON list of the addresses and networks (CIDR) it may be used from; null for any. */
  addresses: string | null;
  last_used_at: string | null;
  last_used_address: string | null;
}

export interface ApiTokenHostingsTable {
  token_id: number;
  hosting_id: number;
}

export interface CoreDatabase {
  api_tokens: ApiTokensTable;
  api_token_hostings: ApiTokenHostingsTable;
  auth_tokens: AuthTokensTable;
  users: UsersTable;
  sessions: SessionsTable;
  hostings: HostingsTable;
  hosting_shares: HostingSharesTable;
  domains: DomainsTable;
  credit_ledger: CreditLedgerTable;
}
