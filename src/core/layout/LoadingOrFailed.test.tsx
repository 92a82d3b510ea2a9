import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { LoadingOrFailed } from './LoadingOrFailed';

describe('LoadingOrFailed', () => {
  it('spins while loading, and after a failure says so with a retry', () => {
    let retried = 0;
    const { rerender } = renderWithShell(<LoadingOrFailed query={{ isError: false, refetch: () => (retried += 1) }} />);
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    rerender(<LoadingOrFailed query={{ isError: true, refetch: () => (retried += 1) }} failedText="O resumo não pôde ser carregado." />);
    expect(screen.getByRole('alert')).toHaveTextContent('O resumo não pôde ser carregado.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retried).toBe(1);
    // Trying again spins again: a second click on a stale failure would look like nothing happened.
    rerender(<LoadingOrFailed query={{ isError: true, isFetching: true, refetch: () => (retried += 1) }} failedText="O resumo não pôde ser carregado." />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
  });
});
