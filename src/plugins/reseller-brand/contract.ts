/** Reseller branding (part 1 §2 API tokens page, §3 Logo, §4 logo rows, §5 logo rules, §7 /user/logo). */

export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** A logo is a small picture; a bigger file is almost surely a photo. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Part 1 §9: the preview is at most 80 px high. */
export const LOGO_PREVIEW_MAX_HEIGHT = 80;

export const LOGO_TEXTS = {
  /** Part 1 §5. */
  wrongType: 'Escolha uma imagem no formato jpg ou png.',
  tooLarge: 'O logotipo pode ter no máximo 1 MB.',
  /** Part 1 §5. */
  removeQuestion: 'Tem certeza que deseja excluir o logotipo atual?',
} as const;

/** GET/POST /user/logo: the user's own logo; GET /brand: the logo their panel shows (their reseller's). */
export interface Logo {
  logo: string | null;
}

export const LOGO_PATHS = { mine: '/user/logo', brand: '/brand' } as const;

export function hasLogoExtension(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (LOGO_EXTENSIONS as readonly string[]).includes(extension);
}
