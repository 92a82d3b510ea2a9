import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { useJobRun } from './useJobRun';

const RUNNING = 'Existe um processo em execução no momento. Tem certeza que deseja sair desta página?';

afterEach(() => vi.restoreAllMocks());

function PhpJob() {
  const job = useJobRun(() => undefined);
  return (
    <>
      <button type="button" onClick={() => void job.follow('j1', 'Versão do PHP atualizada!')}>Salvar</button>
      <a href="/hosting/site.com.br/files">Arquivos</a>
    </>
  );
}

describe('useJobRun', () => {
  it('while a PHP job runs, a link out of the page or a reload asks first, in part 1 §8\'s words', async () => {
    stubApi({ 'GET /api/job/j1': { body: { data: { status: 'executing' } } } });
    renderWithShell(<PhpJob />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('link', { name: 'Arquivos' }), click);
    expect(confirm).toHaveBeenCalledWith(RUNNING);
    expect(click.defaultPrevented).toBe(true);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
