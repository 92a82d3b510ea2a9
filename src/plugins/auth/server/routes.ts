import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { accountFlowRoutes } from './accountFlows';

export default defineServerPlugin({ routes: accountFlowRoutes });
