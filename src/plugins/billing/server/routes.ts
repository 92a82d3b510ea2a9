import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../server/access/guard';
import { parse } from '../../../server/http/errors';
import { defineServerPlugin } from '../../../server/plugins/serverPlugin';
import { billingQuerySchema } from '../contract';
import { billingMigrations } from './migrations';
import { hasInvoicesTable, rechargeHistory } from './recharges';
import { costStatement, monthlyBilling } from './reports';
import { startBillingTimer } from './schedule';
import { seedBilling } from './seed';
import { billingDb } from './tables';

const signedIn = { config: { access: { rule: 'public' as const } } };

export default defineServerPlugin({
  migrations: billingMigrations,
  seed: seedBilling,
  async routes(app: FastifyInstance, context) {
    const db = billingDb(context.db);
    const withInvoices = await hasInvoicesTable(db);
    startBillingTimer(app, context.db);

    app.get('/billing', signedIn, async (request) => {
      const { year, month } = parse(billingQuerySchema, request.query);
      return { data: { data: await monthlyBilling(db, userOf(request).id, year, month) } };
    });

    app.get('/billing/cost', signedIn, async (request) => ({ data: { data: await costStatement(db, userOf(request).id) } }));

    app.get('/recharge', signedIn, async (request) => ({ data: await rechargeHistory(db, userOf(request).id, withInvoices) }));
  },
});
