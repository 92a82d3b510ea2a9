import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstQueriesAnswered } from './firstQueries';
import { FIRST_READS_OVERDUE } from './firstReadsWait';

// Isolated: the page module and its first read are this file's stand-ins for the registry's.
let answerRead: (value: string) => void;
vi.mock('./registry', () => ({
  loadedModule: () => ({
    firstQueries: () => [{ queryKey: ['first-read'], queryFn: () => new Promise<string>((resolve) => (answerRead = resolve)) }],
  }),
}));

function Page() {
  return <p>{useFirstQueriesAnswered(['plugin:page'], true) ? 'página' : 'carregando'}</p>;
}

const overdueMarks = () => performance.getEntriesByName(FIRST_READS_OVERDUE, 'measure').map((measure) => (measure as PerformanceMeasure).detail as string);

describe('useFirstQueriesAnswered', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    performance.clearMeasures();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter><Page /></MemoryRouter>
      </QueryClientProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('holds the page until its first read answers, and leaves no mark', async () => {
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await act(async () => {
      answerRead('lista');
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('página')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(overdueMarks()).toEqual([]);
  });

  it('draws the page without a read that has not answered in a second, and marks that load', async () => {
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(overdueMarks()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('página')).toBeInTheDocument();
    expect(overdueMarks()).toEqual(['plugin:page {}']);
  });
});
