import { Button } from '@mui/material';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { ListCard } from './ListCard';

const rows = Array.from({ length: 12 }, (_, i) => ({ key: `conta${i}`, cells: [`conta${i}@loja.com.br`, `${i} MB`] }));

describe('ListCard', () => {
  it('keeps its header while about scrollRows rows show, with extra actions beside the add button', () => {
    let added = 0;
    renderWithShell(
      <ListCard title="Contas de e-mail" addLabel="Criar conta" onAdd={() => (added += 1)} actions={<Button>Webmail</Button>}
        columns={['E-mail', 'Uso']} rows={rows} scrollRows={10} />,
    );
    const table = screen.getByRole('table', { name: 'Contas de e-mail' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('columnheader', { name: 'E-mail' })).toHaveClass('MuiTableCell-stickyHeader');
    expect(table.parentElement).toHaveStyle({ maxHeight: `${10 * 57 + 40}px` });
    expect(screen.getByRole('button', { name: 'Webmail' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(added).toBe(1);
  });

  it('says the list is empty, and scrolls nothing without scrollRows', () => {
    const { rerender } = renderWithShell(<ListCard title="Encaminhamentos" addLabel="Adicionar" onAdd={() => {}} columns={['E-mail']} rows={[]} emptyText="Nenhum encaminhamento." />);
    expect(screen.getByText('Nenhum encaminhamento.')).toBeInTheDocument();
    rerender(<ListCard title="Encaminhamentos" addLabel="Adicionar" onAdd={() => {}} columns={['E-mail']} rows={rows.slice(0, 2)} />);
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'E-mail' })).not.toHaveClass('MuiTableCell-stickyHeader');
  });

  it('draws the headings over placeholder rows while it loads, and no table for assistive technology until the rows come', () => {
    const { rerender } = renderWithShell(<ListCard title="Contas de e-mail" addLabel="Criar conta" onAdd={() => {}} columns={['E-mail', 'Uso']} rows={undefined} loading />);
    const placeholder = screen.getByTestId('list-loading');
    expect(within(placeholder).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent)).toEqual(['E-mail', 'Uso', 'Ações']);
    expect(within(placeholder).getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(placeholder.querySelectorAll('.MuiSkeleton-root')).toHaveLength(6);
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<ListCard title="Contas de e-mail" addLabel="Criar conta" onAdd={() => {}} columns={['E-mail', 'Uso']} rows={rows.slice(0, 1)} />);
    expect(screen.queryByTestId('list-loading')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Contas de e-mail' })).getAllByRole('row')).toHaveLength(2);
  });

  it('draws a read-only list (a log) with no add button and no actions column, its footer under the rows', () => {
    renderWithShell(<ListCard readOnly title="Atividade" columns={['Quando', 'Quem']} rows={rows.slice(0, 2)} footer={<p>1–2 de 2</p>} />);
    const table = screen.getByRole('table', { name: 'Atividade' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Quando', 'Quem']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });
});
