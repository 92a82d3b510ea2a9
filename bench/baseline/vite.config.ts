import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressedCopies } from '../../src/core/build/compressedCopies';

// Compressed like the panel's build, and served the same way (bench/shell-load.ts): the comparison is of the apps.
// The bench gives the root: one of the baselines' folders.
export default defineConfig({ base: '/', plugins: [react(), compressedCopies()], logLevel: 'warn' });
