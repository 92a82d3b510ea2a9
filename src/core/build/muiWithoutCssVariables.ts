import { normalizePath, type Plugin } from 'vite';

const STUB_ID = '\0painel-mui-css-variables-off';

/** MUI's modules that load its CSS-variables theme support whether or not a theme asks for it. */
const VARS_IMPORTS: Record<string, string> = {
  'styles/ThemeProvider.js': './ThemeProviderWithVars.js',
  'styles/createTheme.js': './createThemeWithVars.js',
};

/**
 * The panel's themes use no CSS variables (`cssVariables`, `colorSchemes`), yet MUI's
 * ThemeProvider and createTheme import the machinery for them (7 KB gzip of every first load).
 * Those two imports get a stand-in that refuses loudly if a theme ever asks for it.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'painel-mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      const normalised = normalizePath(importer);
      for (const [from, target] of Object.entries(VARS_IMPORTS)) {
        if (source === target && normalised.endsWith(`/@mui/material/esm/${from}`)) return STUB_ID;
      }
      return undefined;
    },
    load(id) {
      if (id !== STUB_ID) return undefined;
      const refuse = "() => { throw new Error('Este painel não usa as variáveis CSS do MUI (cssVariables, colorSchemes): veja src/core/build/muiWithoutCssVariables.ts.'); }";
      return `const refuse = ${refuse};\nexport const CssVarsProvider = refuse;\nexport default refuse;\n`;
    },
  };
}
