import { z } from '../core/validation/zod';

/** Printable text on one line: a title or a password as typed, never a control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]+$/;
/** The site's address as the panel shows it: scheme, host, an optional path of plain segments. */
const SITE_URL = /^https?:\/\/(?=.{1,253}(\/|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._~-]+)*$/;

/**
 * WordPress's own installation, as its install screen would run it: the site's title and address,
 * its administrator's name, password and e-mail. The values reach PHP as JSON on its input, never
 * in a command line or in code. The operation adds the hosting and the folder (contract.ts).
 */
export const wordPressSiteSchema = z
  .object({
    url: z.string().max(2000).regex(SITE_URL),
    title: z.string().max(200).regex(ONE_LINE),
    username: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/),
    password: z.string().max(256).regex(ONE_LINE),
    email: z.email().max(254),
  })
  .strict();
export type WordPressSite = z.infer<typeof wordPressSiteSchema>;

export const WORDPRESS_MESSAGES = {
  notWordPress: 'A pasta indicada não contém o WordPress.',
  alreadyInstalled: 'Este WordPress já está instalado.',
  failed: 'Não foi possível concluir a instalação do WordPress. Tente novamente em alguns minutos.',
} as const;
