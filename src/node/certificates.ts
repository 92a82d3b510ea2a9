import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import acme from 'acme-client';
import { CERTIFICATE_FAILURES } from './contract';

/** What the ACME server gave for an order: the chain, the key made for it on the node, and its dates. */
export interface IssuedCertificate {
  chain: string;
  key: string;
  notBefore: Date;
  notAfter: Date;
}

/** A certificate the ACME server did not issue, with the reason in Portuguese. */
export class CertificateFailure extends Error {}

/** Where HTTP-01 answers go: the agent writes the key authorization where nginx serves the token's path, and removes it after. */
export interface ChallengeFiles {
  write(token: string, keyAuthorization: string): Promise<void>;
  remove(token: string): Promise<void>;
}

/** A token as RFC 8555 makes it (base64url, at least 128 bits): the only thing the server's answer puts in a file name. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
const PROBLEM = 'urn:ietf:params:acme:error:';

/** The ACME problem types seen while one authorization (or the order) is worked on: acme-client keeps only the text. */
const problems = new AsyncLocalStorage<{ types: string[] }>();
acme.axios.interceptors.response.use(
  (response) => {
    const data = response.data as { type?: unknown; error?: { type?: unknown } } | undefined;
    for (const type of [data?.type, data?.error?.type]) if (typeof type === 'string') problems.getStore()?.types.push(type);
    return response;
  },
  (error: unknown) => Promise.reject(error),
);

function failureOf(types: string[], name: string | null, error: unknown): CertificateFailure {
  const type = types.findLast((candidate) => candidate.startsWith(PROBLEM))?.slice(PROBLEM.length);
  const subject = name ?? '';
  if (type === 'dns' && name) return new CertificateFailure(CERTIFICATE_FAILURES.dns(subject));
  if (type === 'connection' && name) return new CertificateFailure(CERTIFICATE_FAILURES.connection(subject));
  if ((type === 'unauthorized' || type === 'incorrectResponse' || type === 'tls') && name) return new CertificateFailure(CERTIFICATE_FAILURES.validation(subject));
  if ((type === 'rejectedIdentifier' || type === 'caa' || type === 'unsupportedIdentifier') && name) return new CertificateFailure(CERTIFICATE_FAILURES.rejected(subject));
  if (type === 'rateLimited') return new CertificateFailure(CERTIFICATE_FAILURES.rateLimited);
  const code = (error as { code?: unknown }).code;
  const answered = (error as { response?: unknown }).response !== undefined;
  if (type === undefined && !answered && typeof code === 'string') return new CertificateFailure(CERTIFICATE_FAILURES.unreachable);
  return new CertificateFailure(CERTIFICATE_FAILURES.refused);
}

/**
 * The node's ACME client (acme-client, RFC 8555): one account per node, whose key stays in the
 * node's folder; a new ECDSA key per certificate, made on the node. Challenges are HTTP-01 only,
 * answered by nginx from files (no port of our own); the ACME server's validation is the check
 * (acme-client's own pre-check would resolve names through this machine's DNS).
 */
export class CertificateAuthority {
  private client: acme.Client | null = null;

  constructor(
    private readonly settings: { directoryUrl: string; caFile: string | null; email: string | null },
    private readonly accountKey: () => Promise<string>,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  private async account(): Promise<acme.Client> {
    if (this.client) return this.client;
    if (this.settings.caFile) acme.axios.defaults.httpsAgent = new Agent({ ca: [...rootCertificates, await readFile(this.settings.caFile, 'utf8')] });
    const client = new acme.Client({ directoryUrl: this.settings.directoryUrl, accountKey: await this.accountKey(), backoffAttempts: 30, backoffMin: 250, backoffMax: 4000 });
    await client.createAccount({ termsOfServiceAgreed: true, ...(this.settings.email ? { contact: [`mailto:${this.settings.email}`] } : {}) }).catch((error: unknown) => {
      // The key's account exists already (an earlier run of the agent): acme-client then sends an update with
      // nothing to change, which the server may refuse; the account's address is known, which is all we need.
      try {
        client.getAccountUrl();
      } catch {
        throw error;
      }
    });
    this.client = client;
    return client;
  }

  /** Orders a certificate for `names` (the first its subject) and answers each name's HTTP-01 challenge through `challenges`. */
  async issue(names: string[], challenges: ChallengeFiles): Promise<IssuedCertificate> {
    const started = Date.now();
    return problems.run({ types: [] }, async () => {
      try {
        const client = await this.account();
        const order = await client.createOrder({ identifiers: names.map((value) => ({ type: 'dns', value })) });
        const authorizations = await client.getAuthorizations(order);
        const results = await Promise.allSettled(authorizations.map((authorization) => problems.run({ types: [] }, () => this.authorize(client, authorization, challenges))));
        const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failed) throw failed.reason;
        const [key, csr] = await acme.crypto.createCsr({ commonName: names[0], altNames: names }, await acme.crypto.createPrivateEcdsaKey('P-256'));
        const finalized = await client.finalizeOrder(order, csr);
        const chain = await client.getCertificate(finalized);
        const info = acme.crypto.readCertificateInfo(chain);
        this.log(`certificate issued for ${names.join(', ')} in ${Date.now() - started} ms`);
        return { chain, key: key.toString(), notBefore: info.notBefore, notAfter: info.notAfter };
      } catch (error) {
        // The next order registers again: the account may be what failed (pebble forgets its accounts when it restarts).
        this.client = null;
        if (error instanceof CertificateFailure) throw error;
        this.log(`certificate for ${names.join(', ')} not issued: ${(error as Error).message}`);
        throw failureOf(problems.getStore()?.types ?? [], null, error);
      }
    });
  }

  private async authorize(client: acme.Client, authorization: acme.Authorization, challenges: ChallengeFiles): Promise<void> {
    const name = authorization.identifier.value;
    if (authorization.status === 'valid') return;
    const challenge = authorization.challenges.find((candidate) => candidate.type === 'http-01');
    if (!challenge || !TOKEN.test(challenge.token)) throw new CertificateFailure(CERTIFICATE_FAILURES.rejected(name));
    try {
      await challenges.write(challenge.token, await client.getChallengeKeyAuthorization(challenge));
      await client.completeChallenge(challenge);
      await client.waitForValidStatus(challenge);
    } catch (error) {
      this.log(`certificate: ${name} not validated: ${(error as Error).message}`);
      throw failureOf(problems.getStore()?.types ?? [], name, error);
    } finally {
      await challenges.remove(challenge.token).catch(() => undefined);
    }
  }
}
