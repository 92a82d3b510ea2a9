/**
 * A job worker alone in its process, for the lease test (src/server/jobs/jobs.fault.test.ts): it
 * claims `test.endless` jobs on DATA_DIR's database and never finishes them, renewing the lease
 * until the test kills it. Settings come from the environment (JOB_LEASE_SECONDS) as the server's do.
 */
import { openDatabase } from '../../src/server/db/database';
import { Jobs } from '../../src/server/jobs/jobs';
import { jobSettingsFrom } from '../../src/server/jobs/settings';

const db = openDatabase(process.env.DATA_DIR!, {});
const jobs = new Jobs(db, undefined, jobSettingsFrom(process.env), process.env.JOB_WORKER_ID);
jobs.handle('test.endless', () => new Promise(() => {}));
jobs.start(20);
