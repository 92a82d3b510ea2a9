import type { Generated } from 'kysely';
import type { Database } from '@server/db/database';
import type { AccountNotification } from '../contract';

export type AccountTables = {
  users: {
    address_zip: string;
    address_street: string;
    address_number: string;
    address_complement: string;
    address_neighborhood: string;
    address_city: string;
    address_state: string;
  };
  notifications: {
    id: Generated<number>;
    user_id: number;
    type: AccountNotification['type'];
    message: string;
    read_at: string | null;
    created_at: string;
  };
};

export const accountDb = (db: Database) => db.withTables<AccountTables>();
