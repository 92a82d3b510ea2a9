/** The hosting plugin's public client surface, for plugins that declare "requires": ["hosting"]. */
export { hostingsQuery, useHosting, useHostings } from './components/useHostings';
export { HostingStatusChip } from './components/HostingStatusChip';
export { CostEffect, useHostingCosts } from './components/CostEffect';
