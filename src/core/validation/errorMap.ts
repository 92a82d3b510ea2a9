import type { core } from 'zod';
import { fixedLocaleTexts } from '../i18n/fixedLocaleTexts';
import strings from './pt-BR.json';

const t = fixedLocaleTexts('pt-BR', strings);

type Bound = core.$ZodRawIssue<core.$ZodIssueTooBig | core.$ZodIssueTooSmall>;

const NUMERIC = new Set(['number', 'int', 'bigint']);
const LISTS = new Set(['array', 'set']);
const formatDate = (value: number | bigint) => new Intl.DateTimeFormat('pt-BR').format(new Date(Number(value)));

function typeMessage(issue: core.$ZodRawIssue<core.$ZodIssueInvalidType>): string {
  if (issue.input === undefined || issue.input === null) return t('required');
  if (issue.expected === 'int') return t('integer');
  if (NUMERIC.has(issue.expected)) return t('number');
  if (issue.expected === 'string') return t('text');
  if (issue.expected === 'date') return t('date');
  return t('invalid');
}

function boundMessage(issue: Bound): string {
  const small = issue.code === 'too_small';
  const bound = small ? (issue as core.$ZodRawIssue<core.$ZodIssueTooSmall>).minimum : (issue as core.$ZodRawIssue<core.$ZodIssueTooBig>).maximum;
  const count = Number(bound);
  if (issue.origin === 'string') return small && count === 1 ? t('required') : t(small ? 'textMin' : 'textMax', { count });
  if (LISTS.has(issue.origin)) return t(small ? 'listMin' : 'listMax', { count });
  if (issue.origin === 'date') return t(small ? 'dateMin' : 'dateMax', { value: formatDate(bound) });
  if (small) return t(issue.inclusive ? 'numberMin' : 'numberAbove', { value: count });
  return t(issue.inclusive ? 'numberMax' : 'numberBelow', { value: count });
}

/**
 * The messages zod gives when a schema names none: short pt-BR sentences a form can show under
 * a field. A schema's own message always wins; what this map leaves out, zod's pt-BR locale says.
 */
export function validationMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
    case 'too_big':
      return boundMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return t('email');
      if (issue.format === 'url') return t('url');
      return t('format');
    case 'invalid_value':
      return t('choose');
    case 'not_multiple_of':
      return t('multipleOf', { value: Number(issue.divisor) });
    case 'unrecognized_keys':
      return t('unknownFields', { count: issue.keys.length, fields: issue.keys.join(', ') });
    case 'invalid_union':
    case 'custom':
      return t('invalid');
    default:
      return undefined;
  }
}
