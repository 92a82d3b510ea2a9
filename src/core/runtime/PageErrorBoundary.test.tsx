import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('falhou');
  return <p>aviso</p>;
}

describe('PageErrorBoundary', () => {
  it('draws its fallback for a failed component, and tries it again only when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<PageErrorBoundary fallback={null} resetKey="/a"><Flaky fail /></PageErrorBoundary>);
    expect(screen.queryByText('aviso')).not.toBeInTheDocument();
    rerender(<PageErrorBoundary fallback={null} resetKey="/a"><Flaky fail={false} /></PageErrorBoundary>);
    expect(screen.queryByText('aviso')).not.toBeInTheDocument();
    rerender(<PageErrorBoundary fallback={null} resetKey="/b"><Flaky fail={false} /></PageErrorBoundary>);
    expect(screen.getByText('aviso')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('without a reset key stays failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<PageErrorBoundary fallback={null}><Flaky fail /></PageErrorBoundary>);
    rerender(<PageErrorBoundary fallback={null}><Flaky fail={false} /></PageErrorBoundary>);
    expect(screen.queryByText('aviso')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
