import path from 'node:path';

/** The two shells the entry chooses between, as the build's checks and groups name them. */
export const APP_MODULE = path.resolve(import.meta.dirname, '../mountApp.tsx');
export const SIGNED_OUT_SHELL_MODULE = path.resolve(import.meta.dirname, '../shell/mountSignedOut.tsx');
