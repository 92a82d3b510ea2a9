import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { acceleratorRoutes } from './accelerator';
import { cronRoutes } from './cron';
import { logRoutes } from './logs';
import { phpRoutes } from './php';
import { seedDemo } from './seed';
import { sshRoutes } from './ssh';
import { sslRoutes } from './ssl';
import { migrations } from './store';

/** The settings tabs' API: PHP (`.user.ini`), HTTPS, SSH (`.ssh/authorized_keys`), cron (`.crontab`), error logs, and the WordPress accelerator. */
export default defineServerPlugin({
  migrations,
  seed: seedDemo,
  routes(app, context) {
    phpRoutes(app, context);
    sslRoutes(app, context);
    sshRoutes(app, context);
    cronRoutes(app, context);
    logRoutes(app, context);
    acceleratorRoutes(app, context);
  },
});
