import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { useRemoval } from './useRemoval';

const RUNNING = 'Existe um processo em execução no momento. Tem certeza que deseja sair desta página?';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Removal() {
  const removal = useRemoval('site.com.br');
  return (
    <>
      <button type="button" onClick={() => void removal.start(null)}>Excluir hospedagem</button>
      <a href="/hostings">Hospedagens</a>
    </>
  );
}

describe('useRemoval', () => {
  it('while the removal runs (202), a link out of the page asks first, in part 1 §8\'s words, and stays when refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ 'POST /api/hosting/site.com.br/remove': { status: 202, body: { data: {} } } });
    renderWithShell(<Removal />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Excluir hospedagem' })));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('link', { name: 'Hospedagens' }), click);
    expect(confirm).toHaveBeenCalledWith(RUNNING);
    expect(click.defaultPrevented).toBe(true);
  });
});
