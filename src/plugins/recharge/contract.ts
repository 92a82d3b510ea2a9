/**
 * The recharge plugin's public surface for plugins that declare "requires": ["recharge"]: the
 * payment payloads, answers and constants, safe to import from server code. The payment step
 * component is the UI half of this contract, in ./ui.ts, for pages only.
 */
export * from './schemas';
export * from './autoSchemas';
