import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE, installSchema, needsMoreRam } from './contract';

const errorsOf = (body: Record<string, unknown>) => {
  const result = installSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('install payload', () => {
  it('needs a title, and a licence for WHMCS only', () => {
    expect(errorsOf({ app: 'wordpress', title: '' })).toEqual({ title: 'Informe o título do site.' });
    expect(errorsOf({ app: 'whmcs', title: 'Clientes' })).toEqual({ license: 'Informe a licença do WHMCS.' });
    expect(errorsOf({ app: 'whmcs', title: 'Clientes', license: 'Owned-1' })).toEqual({});
  });

  it('takes a subdomain or a directory, not both, and checks each', () => {
    expect(errorsOf({ app: 'joomla', title: 'X', hasSubdomain: true, subdomain: 'a', hasDir: true, dir: 'b' })).toEqual({ dir: 'Escolha subdomínio ou diretório, não os dois.' });
    expect(errorsOf({ app: 'joomla', title: 'X', hasSubdomain: true, subdomain: '-a' })).toHaveProperty('subdomain');
    expect(errorsOf({ app: 'joomla', title: 'X', hasDir: true, dir: 'a/../b' })).toHaveProperty('dir');
    expect(installSchema.parse({ app: 'joomla', title: 'X', hasDir: true, dir: '/loja/' }).dir).toBe('loja');
    expect(installSchema.parse({ app: 'joomla', title: 'X', hasSubdomain: true, subdomain: 'Loja' }).subdomain).toBe('loja');
  });

  it('asks for the admin e-mail, user and password only in advanced mode', () => {
    expect(installSchema.parse({ app: 'drupal', title: 'X' }).adminUsername).toBe('admin');
    expect(errorsOf({ app: 'drupal', title: 'X', advancedMode: true, adminEmail: 'x', adminUsername: '', adminPassword: '123' })).toEqual({
      adminEmail: 'Informe um e-mail válido.',
      adminUsername: 'Use de 1 a 60 letras, números, pontos, hífens ou sublinhados.',
      adminPassword: 'A senha deve ter pelo menos 8 caracteres.',
    });
  });
});

describe('RAM warnings', () => {
  it('apply below 1024 MB for Moodle and 2048 MB for Mautic and Magento only', () => {
    expect(needsMoreRam('moodle', 512)).toBe(true);
    expect(needsMoreRam('moodle', 1024)).toBe(false);
    expect(needsMoreRam('mautic', 1024)).toBe(true);
    expect(needsMoreRam('magento', 2048)).toBe(false);
    expect(needsMoreRam('wordpress', 256)).toBe(false);
    expect(needsMoreRam('moodle', null)).toBe(false);
    expect(APP_CATALOGUE.filter((app) => app.minRamMb).map((app) => app.name)).toEqual(['magento', 'mautic', 'moodle']);
  });
});
