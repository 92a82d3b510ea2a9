import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { validationMessage } from './errorMap';

/*
 * Zod's messages are set once, here, for the browser and the API alike: every contract takes
 * `z` from this module, so any schema that can run has pt-BR messages.
 */
z.config(ptBR());
// jitless: the Content-Security-Policy forbids eval, and zod would otherwise probe `new Function`
// and make the browser report a violation on every page.
z.config({ customError: validationMessage, jitless: true });

export { z };
