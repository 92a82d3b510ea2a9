import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Schemas take `z` from the core, which sets zod's pt-BR messages once for the browser and the API. */
const zodThroughCore = { name: 'zod', message: 'Import z from src/core/validation/zod (plugin UI code: "@core/contracts") so that its pt-BR messages apply.' };

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.tmp', 'data', 'test-results', 'playwright-report', 'manifests/schema'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [zodThroughCore] }],
    },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodThroughCore], patterns: [{ group: ['**/plugins/**', '@/plugins/**'], message: 'The core never imports a plugin.' }] }],
    },
  },
  {
    files: ['src/plugins/*/pages/**/*.tsx', 'src/plugins/*/components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodThroughCore], patterns: [{ group: ['**/core/*'], message: 'Plugin UI code imports the core through "@core", "@core/contracts" and "@core/forms" only.' }] }],
    },
  },
  {
    // Drawn by the signed-out shell before react-admin loads (manifest routes with "signedOut").
    files: ['src/plugins/auth/pages/**/*.tsx', 'src/plugins/auth/components/**/*.tsx', 'src/plugins/auth/*.ts'],
    // contract.ts is shared with the API and takes zod from the core's validation folder directly.
    ignores: ['**/*.test.tsx', '**/*.test.ts', 'src/plugins/auth/contract.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [zodThroughCore, ...['@core', '@core/forms', 'react-admin', 'ra-core', 'ra-ui-materialui', 'ra-i18n-i18next', '@tanstack/react-query'].map((name) => ({ name, message: 'Signed-out pages load before react-admin: import the core through "@core/signed-out" and "@core/contracts".' }))],
        patterns: [{ group: ['**/core/*'], message: 'Plugin UI code imports the core through "@core/signed-out" and "@core/contracts" only.' }],
      }],
    },
  },
  {
    files: ['src/plugins/*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodThroughCore], patterns: [
        { group: ['**/../server/*'], message: 'Server plugin code imports the API core through "@server/…", which shows the boundary.' },
        { group: ['**/../core/*'], message: 'Server plugin code imports the shared core (access rules, zod, passwords) through "@core/shared".' },
      ] }],
    },
  },
  {
    files: ['src/core/validation/**', 'src/core/manifest/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins/**', '@/plugins/**'], message: 'The core never imports a plugin.' }] }],
    },
  },
);
