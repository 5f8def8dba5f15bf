// A dense list's own table (table-dense.tsx, ListPage with `dense`): DataTable's markup and roles, its
// sort cycle on the headers, the pages, the keyboard's chosen row, the skeleton and the empty message.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DENSE } from './dense.tsx';
import type { ListColumn } from './list-column.ts';
import { ListPage, type ListQuery } from './list-page.tsx';

interface Row {
  id: string;
  nom: string;
  ville: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { field: 'nom', header: 'Nom', value: (r) => r.nom, sortable: true, frozen: true },
  { field: 'ville', header: 'Ville', value: (r) => r.ville, width: '8rem' },
];

/** Personne 01 … Personne 30, in Paris and Lyon by turns. */
const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: String(i + 1),
  nom: `Personne ${String(i + 1).padStart(2, '0')}`,
  ville: i % 2 ? 'Lyon' : 'Paris',
}));

const query = (data: Row[] | undefined): ListQuery<Row> => ({
  data,
  isPending: data === undefined,
  isError: false,
  error: null,
  refetch: vi.fn(),
});

function renderDense(data: Row[] | undefined, onOpen = vi.fn()) {
  render(
    <ListPage
      title="Personnes"
      query={query(data)}
      columns={COLUMNS}
      rowName={(r) => r.nom}
      rowsPerPage={10}
      dense={DENSE}
      onOpen={onOpen}
      onEdit={vi.fn()}
    />,
  );
  return onOpen;
}

const body = () => document.querySelector('.umj-list-page .p-datatable-tbody') as HTMLElement;
const names = () => [...body().querySelectorAll('tr')].map((tr) => tr.querySelector('td')?.textContent);

describe('dense list table', () => {
  it('renders without DataTable: one line per row with its whole text as title, the frozen and fixed columns, the actions column', () => {
    renderDense(ROWS);
    expect(document.querySelector('[data-pc-name="datatable"]')).toBeNull();
    expect(document.querySelector('.p-datatable')?.getAttribute('aria-label')).toBe('Personnes');
    expect(names()).toHaveLength(10);
    const first = body().querySelector('tr')!;
    expect(first.querySelector('td.umj-colonne-figee .umj-cell-ligne')?.getAttribute('title')).toBe(
      'Personne 01',
    );
    expect(first.style.height).toBe('52px');
    expect(body().querySelectorAll('tr.p-row-odd')).toHaveLength(5);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nom', 'Ville', 'Actions']);
    expect(headers[1]!.style.width).toBe('8rem');
    expect(within(first).getByRole('button', { name: 'Modifier « Personne 01 »' })).toBeTruthy();
  });

  it('a sortable header sorts ascending, then descending, then not at all, from a click or Enter; the others do not sort', () => {
    renderDense(ROWS);
    const nom = screen.getByRole('columnheader', { name: 'Nom' });
    expect(nom.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(nom);
    expect(nom.getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('Personne 01');
    fireEvent.keyDown(nom, { key: 'Enter' });
    expect(nom.getAttribute('aria-sort')).toBe('descending');
    expect(names()[0]).toBe('Personne 30');
    expect(nom.classList.contains('p-highlight')).toBe(true);
    fireEvent.click(nom);
    expect(nom.getAttribute('aria-sort')).toBe('none');
    expect(names()[0]).toBe('Personne 01');
    const ville = screen.getByRole('columnheader', { name: 'Ville' });
    expect(ville.hasAttribute('aria-sort')).toBe(false);
    expect(ville.tabIndex).toBe(-1);
  });

  it('pages the rows, and the keyboard choice turns the page past its last row; Enter opens the chosen row', async () => {
    // jsdom has no layout: the chosen row is brought into view by the hook.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const onOpen = renderDense(ROWS);
      // The paginator's module loads after the rows (table-dense.tsx).
      await waitFor(() => expect(document.querySelectorAll('.p-paginator-page')).toHaveLength(3));
      fireEvent.click(document.querySelectorAll('.p-paginator-page')[1]!);
      expect(names()[0]).toBe('Personne 11');
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      const chosen = () => body().querySelector('tr[aria-selected="true"]');
      expect(chosen()?.textContent).toContain('Personne 11');
      expect(chosen()?.classList.contains('umj-ligne-choisie')).toBe(true);
      for (let i = 0; i < 10; i++) fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      expect(names()[0]).toBe('Personne 21');
      expect(chosen()?.textContent).toContain('Personne 21');
      // An odd row keeps its stripe under the highlight.
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      expect([...chosen()!.classList]).toEqual(['p-row-odd', 'umj-ligne-choisie']);
      fireEvent.keyDown(document.body, { key: 'Enter' });
      expect(onOpen).toHaveBeenCalledWith(ROWS[21]);
      expect(scrolled).toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('shows five skeleton rows while the rows load, then the empty message across the columns', () => {
    const { rerender } = render(
      <ListPage
        title="Personnes"
        query={query(undefined)}
        columns={COLUMNS}
        rowName={(r) => r.nom}
        dense={DENSE}
      />,
    );
    expect(body().querySelectorAll('tr .p-skeleton')).toHaveLength(10);
    expect(document.querySelector('.p-paginator')).toBeNull();
    rerender(
      <ListPage title="Personnes" query={query([])} columns={COLUMNS} rowName={(r) => r.nom} dense={DENSE} />,
    );
    const empty = body().querySelector('tr.p-datatable-emptymessage > td') as HTMLTableCellElement;
    expect(empty.colSpan).toBe(2);
    expect(empty.textContent).toBeTruthy();
  });
});
