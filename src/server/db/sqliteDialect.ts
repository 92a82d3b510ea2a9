import { SqliteDialect, type Driver } from 'kysely';

/**
 * SQLite rolls a transaction back by itself when a write fails for want of space (SQLITE_FULL) or
 * memory; Kysely's ROLLBACK then fails with "cannot rollback - no transaction is active", and that
 * error replaced the real one, so a full disk answered 500 instead of 507. Here that ROLLBACK's
 * failure is let go and the write's own error is the one reported.
 */
export class SqliteDialectKeepingCause extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      try {
        await rollback(connection);
      } catch (error) {
        if (!/no transaction is active/i.test((error as Error).message)) throw error;
      }
    };
    return driver;
  }
}
