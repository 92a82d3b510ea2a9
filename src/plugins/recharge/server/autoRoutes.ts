import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { autoBodyToPayment, autoFieldName, autoRechargeBodySchema, type AutoRechargeState } from '../autoSchemas';
import { digits, paymentSchema } from '../schemas';
import { autoRechargeState, disableAutoRecharge, enableAutoRecharge } from './autoRecharge';
import { checkCard } from './createInvoice';

const signedIn = { config: { access: { rule: 'public' as const } } };
/** Turning it on lets the engine charge the card: a paid action. Turning it off charges nothing. */
const turningOnIsPaid = { config: { ...signedIn.config, paid: (body: Record<string, unknown>) => body.disable !== true } };

/** Validates the activation form with the payment schema, its errors under the form's own field names. */
function parseAutoForm(body: Record<string, unknown>) {
  try {
    const payment = parse(paymentSchema, autoBodyToPayment(body));
    checkCard(payment);
    return payment;
  } catch (error) {
    if (error instanceof HttpError && error.errors) {
      throw new HttpError(error.statusCode, error.message, Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [autoFieldName(field), message])));
    }
    throw error;
  }
}

/** GET /recharge/auto and POST /recharge/auto (the form to turn it on, or `disable: true`), part 1 §7. */
export function autoRechargeRoutes(app: FastifyInstance, context: ServerContext, gateway: SandboxGateway) {
  app.get('/recharge/auto', signedIn, async (request): Promise<{ data: AutoRechargeState }> => ({ data: await autoRechargeState(context.db, userOf(request).id) }));

  app.post('/recharge/auto', withContract(turningOnIsPaid, { body: autoRechargeBodySchema }), async (request): Promise<{ data: AutoRechargeState }> => {
    const user = userOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.disable === true) {
      await disableAutoRecharge(context.db, user.id);
    } else {
      if (!context.sandbox) throw new HttpError(503, 'Os pagamentos estão indisponíveis: nenhum provedor de pagamento está configurado neste servidor.');
      const form = parseAutoForm(body);
      await enableAutoRecharge(context.db, gateway, user.id, digits(form.cardNumber ?? ''));
    }
    return { data: await autoRechargeState(context.db, user.id) };
  });
}
