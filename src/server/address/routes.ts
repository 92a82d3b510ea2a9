import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { PostalCodeUnavailable, type PostalCodeService } from './postalCodes';

export const POSTAL_TEXTS = {
  invalid: 'Informe um CEP com 8 dígitos.',
  notFound: 'CEP não encontrado. Confira o número ou preencha o endereço manualmente.',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;

/** GET /address/{zip}: the postal-code lookup behind every address form, open to signed-out forms too. */
export async function addressRoutes(app: FastifyInstance, service: PostalCodeService) {
  app.get<{ Params: { zip: string } }>('/address/:zip', { config: { access: { rule: 'anonymous' } } }, async (request) => {
    const zip = request.params.zip.replace(/\D/g, '');
    if (zip.length !== 8) throw new HttpError(422, POSTAL_TEXTS.invalid, { zip: POSTAL_TEXTS.invalid });
    try {
      const address = await service.lookup(zip);
      if (!address) throw new HttpError(404, POSTAL_TEXTS.notFound);
      return { data: address };
    } catch (error) {
      if (error instanceof PostalCodeUnavailable) throw new HttpError(503, POSTAL_TEXTS.unavailable);
      throw error;
    }
  });
}
