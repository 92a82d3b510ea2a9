import type { PostalAddress } from '../../core/address/postalAddress';

export type { PostalAddress };

export class PostalCodeUnavailable extends Error {}

export interface PostalCodeService {
  /** The address, null when the code does not exist, or PostalCodeUnavailable when the service cannot be reached. */
  lookup(zip: string): Promise<PostalAddress | null>;
}

/** A few real codes bundled with the panel, so address forms work on a machine with no network. */
const BUNDLED: PostalAddress[] = [
  { zip: '01310100', street: 'Avenida Paulista', complement: 'de 612 a 1510 - lado par', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { zip: '01001000', street: 'Praça da Sé', complement: 'lado ímpar', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  { zip: '20040020', street: 'Avenida Rio Branco', complement: 'de 1 a 59 - lado ímpar', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { zip: '30130010', street: 'Avenida Afonso Pena', complement: 'até 1500 - lado par', neighborhood: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  { zip: '70040010', street: 'Esplanada dos Ministérios', complement: '', neighborhood: 'Zona Cívico-Administrativa', city: 'Brasília', state: 'DF' },
  { zip: '80010000', street: 'Praça Tiradentes', complement: '', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' },
  { zip: '90010150', street: 'Praça da Alfândega', complement: '', neighborhood: 'Centro Histórico', city: 'Porto Alegre', state: 'RS' },
  { zip: '40020000', street: 'Praça Municipal', complement: '', neighborhood: 'Centro', city: 'Salvador', state: 'BA' },
  { zip: '60060440', street: 'Avenida da Universidade', complement: '', neighborhood: 'Benfica', city: 'Fortaleza', state: 'CE' },
  { zip: '50030230', street: 'Rua do Bom Jesus', complement: '', neighborhood: 'Recife', city: 'Recife', state: 'PE' },
];

export class BundledPostalCodes implements PostalCodeService {
  async lookup(zip: string): Promise<PostalAddress | null> {
    return BUNDLED.find((a) => a.zip === zip) ?? null;
  }
}

/** The public Brazilian service, when this machine can reach it (POSTAL_CODE_SERVICE=viacep). */
export class ViaCepPostalCodes implements PostalCodeService {
  constructor(private readonly timeoutMs = 3000) {}

  async lookup(zip: string): Promise<PostalAddress | null> {
    let body: Record<string, string | boolean>;
    try {
      const response = await fetch(`https://viacep.com.br/ws/${zip}/json/`, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) throw new PostalCodeUnavailable(`status ${response.status}`);
      body = (await response.json()) as Record<string, string | boolean>;
    } catch (error) {
      throw error instanceof PostalCodeUnavailable ? error : new PostalCodeUnavailable((error as Error).message);
    }
    if (body.erro) return null;
    return {
      zip,
      street: String(body.logradouro ?? ''),
      complement: String(body.complemento ?? ''),
      neighborhood: String(body.bairro ?? ''),
      city: String(body.localidade ?? ''),
      state: String(body.uf ?? ''),
    };
  }
}

export function postalCodeServiceFromEnv(): PostalCodeService {
  return process.env.POSTAL_CODE_SERVICE === 'viacep' ? new ViaCepPostalCodes() : new BundledPostalCodes();
}
