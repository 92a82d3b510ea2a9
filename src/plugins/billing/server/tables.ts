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
    /** What its hours billed so far left uncharged, in parts of a cent (under one cent): added to its next hour. */
    carry: number;
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
  /** Which credit e-mails a user has had in the current episode (creditNotices.ts): 1 once sent, back to 0 when it ends. */
  credit_notice_state: {
    user_id: number;
    low_credit: number;
    suspended: number;
  };
  /** Credit e-mails to send, written with the change that calls for them and sent once (sent_at) after it commits. */
  credit_notices: {
    id: Generated<number>;
    user_id: number;
    kind: string;
    /** The hostings it is about, as they stood when it was written (comma separated). */
    domains: string;
    created_at: string;
    sent_at: string | null;
    attempts: number;
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
