import { describe, expect, it } from 'vitest';
import { commandPreview, cronFormSchema, expressionOf, formOf, phpSettingsSchema, PHP_DEFAULTS } from './contract';
import { readUserIni, sizeInMb, writeUserIni } from './server/userIni';

describe('cron form', () => {
  const expression = (form: object) => expressionOf(cronFormSchema.parse({ command: 'ls', ...form }));

  it('turns each interval into its five fields, and back', () => {
    const cases: [object, string][] = [
      [{ interval: '5' }, '*/5 * * * *'],
      [{ interval: '10' }, '*/10 * * * *'],
      [{ interval: '30' }, '*/30 * * * *'],
      [{ interval: '60' }, '0 * * * *'],
      [{ interval: 'D', time: '07:05' }, '5 7 * * *'],
      [{ interval: 'S', time: '22:00', dayWeek: 0 }, '0 22 * * 0'],
      [{ interval: 'M', time: '00:30', dayMonth: '31' }, '30 0 31 * *'],
      [{ interval: 'P', expression: '1 2 3 4 5' }, '1 2 3 4 5'],
    ];
    for (const [form, expected] of cases) {
      expect(expression(form)).toBe(expected);
      expect(expression(formOf({ expression: expected, command: 'ls' }))).toBe(expected);
    }
    expect(formOf({ expression: '0 22 * * 0', command: 'ls' })).toMatchObject({ interval: 'S', time: '22:00', dayWeek: 0 });
    expect(formOf({ expression: '*/7 * * * *', command: 'ls' })).toMatchObject({ interval: 'P', expression: '*/7 * * * *' });
  });

  it('refuses six fields under expression', () => {
    const result = cronFormSchema.safeParse({ interval: 'P', expression: '0 */5 * * * *', command: 'ls' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['expression'], message: 'A expressão deve ter cinco campos: minuto, hora, dia do mês, mês e dia da semana.' });
  });

  it('cuts the command at 30 characters for the delete confirmation', () => {
    expect(commandPreview('a'.repeat(30))).toBe('a'.repeat(30));
    expect(commandPreview('b'.repeat(31))).toBe(`${'b'.repeat(30)}...`);
  });
});

describe('PHP', () => {
  it('accepts the defaults and refuses a step off the grid', () => {
    expect(phpSettingsSchema.safeParse(PHP_DEFAULTS).success).toBe(true);
    expect(phpSettingsSchema.safeParse({ ...PHP_DEFAULTS, memory_limit: 264 }).error?.issues[0].message).toBe('O valor deve ser múltiplo de 16.');
  });

  it('reads sizes as PHP writes them', () => {
    expect(sizeInMb('128M')).toBe(128);
    expect(sizeInMb('2G')).toBe(2048);
    expect(sizeInMb('"512K"')).toBe(0);
    expect(sizeInMb('134217728')).toBe(128);
    expect(sizeInMb('-1')).toBe(Number.POSITIVE_INFINITY);
    expect(sizeInMb('muito')).toBeNull();
  });

  it('reads an unlimited memory_limit as over the maximum, and writes a file from nothing', () => {
    expect(readUserIni('memory_limit = -1\ndisplay_errors = on\n').values).toMatchObject({ memory_limit: Number.POSITIVE_INFINITY, display_errors: true });
    expect(writeUserIni('', { version: '8.3', values: PHP_DEFAULTS })).toBe(
      '; php_version = 8.3\npost_max_size = 64M\nupload_max_filesize = 64M\nmemory_limit = 256M\nmax_execution_time = 30\nmax_input_time = 60\nmax_input_vars = 1000\ndisplay_errors = Off\nzlib.output_compression = Off\n',
    );
  });
});
