import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyTooltip, loadTooltip } from './LazyTooltip';

// Isolated: the Tooltip's code, once loaded, stays loaded for the module graph, and these tests begin without it.
describe('LazyTooltip', () => {
  it('names its child before the Tooltip loads, and never draws the child anew under the pointer or the focus', async () => {
    render(
      <>
        <LazyTooltip title="Copiar"><button type="button" aria-label="Copiar o endereço">c</button></LazyTooltip>
        <LazyTooltip title="Adicionar hospedagem"><button type="button">+</button></LazyTooltip>
      </>,
    );
    const copy = screen.getByRole('button', { name: 'Copiar o endereço' });
    const add = screen.getByRole('button', { name: 'Adicionar hospedagem' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(copy);
    act(() => add.focus());
    await act(loadTooltip);
    expect(screen.getByRole('button', { name: 'Copiar o endereço' })).toBe(copy);
    expect(screen.getByRole('button', { name: 'Adicionar hospedagem' })).toBe(add);
    expect(document.activeElement).toBe(add);

    fireEvent.pointerLeave(copy);
    act(() => add.blur());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar hospedagem' })).not.toBe(add));
    expect(screen.getByRole('button', { name: 'Copiar o endereço' })).not.toBe(copy);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Adicionar hospedagem' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Adicionar hospedagem');
  });

  it('is MUI’s Tooltip from the first draw once the code is in', async () => {
    await loadTooltip();
    render(<LazyTooltip title="Excluir"><button type="button">x</button></LazyTooltip>);
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Excluir');
  });
});
