import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { FTP_MAIN_PASSWORDS } from '../../ftp/contract';
import { acceleratorRoutes } from './accelerator';
import { cronRoutes } from './cron';
import { logRoutes } from './logs';
import { NodeCrontabs } from './nodeCrontabs';
import { NodeSshAccess } from './nodeSshAccess';
import { phpRoutes } from './php';
import { seedDemo } from './seed';
import { sshRoutes } from './ssh';
import { sslRoutes } from './ssl';
import { migrations } from './store';

/** How often the crontabs and SFTP sign-ins are compared with their files: a `.crontab` edited in the file manager runs within about this. */
const NODE_SETTINGS_SYNC_INTERVAL_MS = 5_000;

/** The settings tabs' API: PHP (`.user.ini`), HTTPS, SSH (`.ssh/authorized_keys`), cron (`.crontab`, run by the node's cron), error logs, and the WordPress accelerator. */
export default defineServerPlugin({
  migrations,
  seed: seedDemo,
  routes(app, context) {
    phpRoutes(app, context);
    sslRoutes(app, context);
    // Each hosting's SFTP sign-in on its node, kept in step the same way.
    const sshAccess = new NodeSshAccess(context, app.log);
    context.nodeSites.onAccountCreated((hostingId) => sshAccess.changed(hostingId));
    context.nodeSites.onSiteWritten((site) => sshAccess.changed(site.hostingId));
    context.nodeSites.addLoop({ name: 'sftp access', intervalMs: NODE_SETTINGS_SYNC_INTERVAL_MS, pass: () => sshAccess.syncAll() });
    // SSH's password is the FTP main account's: a new one is sent at once, the old one refused.
    context.pluginApis.whenProvided(FTP_MAIN_PASSWORDS, (passwords) => passwords.onChange((hostingId) => sshAccess.changed(hostingId)));
    sshRoutes(app, context, sshAccess);
    // Each hosting's crontab on its node: sent when a route changes it or the account is created, when
    // the site changes (a suspension or pause reaches the site first) and repaired by its loop.
    const crontabs = new NodeCrontabs(context, app.log);
    context.nodeSites.onAccountCreated((hostingId) => crontabs.changed(hostingId));
    context.nodeSites.onSiteWritten((site) => crontabs.changed(site.hostingId));
    context.nodeSites.addLoop({ name: 'crontabs', intervalMs: NODE_SETTINGS_SYNC_INTERVAL_MS, pass: () => crontabs.syncAll() });
    cronRoutes(app, context, crontabs);
    logRoutes(app, context);
    acceleratorRoutes(app, context);
  },
});
