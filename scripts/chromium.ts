/**
 * Debian's Chromium, as every tool here starts it (the end-to-end tests, the benches, the build's
 * first-screen styles): never a browser a test tool downloads.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing that reaches outside this machine. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
