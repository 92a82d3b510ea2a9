import type { Generated, Kysely } from 'kysely';
import type { Database } from '@server/db/database';
import type { CoreDatabase } from '@server/db/schema';
import type { RechargeStatus } from '../contract';

export type BillingTables = {
  /** One row per hosting and hour charged; the unique (hosting_id, hour_start) key keeps an hour from being charged twice. */
  billing_charges: {
    id: Generated<number>;
    user_id: number;
    hosting_id: number;
    /** The hosting's domain when charged, so a later domain change leaves the history as it was. */
    domain: string;
    hour_start: string;
    amount_cents: number;
    created_at: string;
  };
  /** Up to when each hosting has been looked at, charged or not: hours spent Pending or Suspended are never billed later. */
  billing_cursors: {
    hosting_id: number;
    billed_until: string;
  };
  /** When billing began on this database; nothing before it is ever charged. */
  billing_state: {
    id: number;
    started_at: string;
  };
  /** A user's own suspension screen, shown by their suspended sites; absent means the defaults. */
  suspension_screens: {
    user_id: number;
    title: string;
    subtitle: string;
    bg_color: string;
    text_color: string;
  };
  /** The recharge plugin's invoices, read only: the columns the history shows. */
  invoices: {
    id: string;
    user_id: number;
    amount_cents: number;
    description: string;
    status: RechargeStatus;
    created_at: string;
  };
};

export type BillingDatabase = Kysely<CoreDatabase & BillingTables>;

export const billingDb = (db: Database): BillingDatabase => db.withTables<BillingTables>();
