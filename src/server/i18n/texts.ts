import { fixedLocaleTexts } from '../../core/i18n/fixedLocaleTexts';
import strings from './pt-BR.json';

/** The API's own sentences that count something, with i18next's pt-BR plural forms. */
export const serverText = fixedLocaleTexts('pt-BR', strings);
