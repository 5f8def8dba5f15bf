// "One list pattern, built once": the generic list page — sort, column filter, global search,
// row count, empty, loading, error with retry, virtual scrolling of 5,000 rows, and row actions named
// after the item with a delete confirmation naming it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import type { ListColumn } from './list-column.ts';
import { ListPage, type ListQuery } from './list-page.tsx';

interface Row {
  id: string;
  nom: string;
  ville: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { field: 'nom', header: 'Nom', value: (r) => r.nom, sortable: true, filter: { kind: 'text' } },
  {
    field: 'ville',
    header: 'Ville',
    value: (r) => r.ville,
    sortable: true,
    filter: {
      kind: 'select',
      options: [
        { value: 'Paris', label: 'Paris' },
        { value: 'Chartres', label: 'Chartres' },
      ],
    },
  },
];

const ROWS: Row[] = [
  { id: '1', nom: 'Bernard', ville: 'Paris' },
  { id: '2', nom: 'Élodie', ville: 'Chartres' },
  { id: '3', nom: 'anne', ville: 'Paris' },
];

function query(data: Row[] | undefined, over: Partial<ListQuery<Row>> = {}): ListQuery<Row> {
  return { data, isPending: data === undefined, isError: false, error: null, refetch: vi.fn(), ...over };
}

function renderList(q: ListQuery<Row>, props: Partial<Parameters<typeof ListPage<Row>>[0]> = {}) {
  return render(
    <ListPage title="Personnes" query={q} columns={COLUMNS} dataKey="id" rowName={(r) => r.nom} {...props} />,
  );
}

/** Text of the first cell of each body row. */
const firstCells = () =>
  [...document.querySelectorAll('.p-datatable-tbody > tr')].map((tr) => tr.querySelector('td')?.textContent);

describe('list page', () => {
  it('shows the rows and the row count', async () => {
    renderList(query(ROWS));
    // The table's module loads after the first render (lazy-data-table.tsx).
    await waitFor(() => expect(firstCells()).toEqual(['Bernard', 'Élodie', 'anne']));
    expect(screen.getByText('Lignes : 3 / 3')).toBeTruthy();
  });

  it('sorts by a column header, ascending then descending, ignoring case and accents', () => {
    renderList(query(ROWS));
    const header = screen.getByRole('columnheader', { name: /Nom/ });
    fireEvent.click(header);
    expect(firstCells()).toEqual(['anne', 'Bernard', 'Élodie']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(firstCells()).toEqual(['Élodie', 'Bernard', 'anne']);
  });

  it('filters by a column (text, contains, accents ignored) and updates the count', () => {
    renderList(query(ROWS));
    fireEvent.change(screen.getByLabelText('Filtrer par Nom'), { target: { value: 'elo' } });
    expect(firstCells()).toEqual(['Élodie']);
    expect(screen.getByText('Lignes : 1 / 3')).toBeTruthy();
  });

  it('searches every column with the global search box', () => {
    renderList(query(ROWS));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans la liste' }), {
      target: { value: 'chartres' },
    });
    expect(firstCells()).toEqual(['Élodie']);
  });

  it('says when nothing matches, and when the list is empty', () => {
    const { unmount } = renderList(query(ROWS));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher dans la liste' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('Aucun élément ne correspond à la recherche ou aux filtres.')).toBeTruthy();
    unmount();
    renderList(query([]));
    expect(screen.getByText("Aucun élément pour l'instant.")).toBeTruthy();
  });

  it('shows a skeleton while loading (busy, no data rows)', () => {
    renderList(query(undefined));
    expect(screen.getByRole('region', { name: 'Personnes' }).getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('.p-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText('Bernard')).toBeNull();
  });

  it('keeps the row count on its line while loading (a blank status, so the bar does not move when the count comes)', () => {
    renderList(query(undefined));
    expect(screen.getByRole('status').textContent).toBe('\u00a0');
  });

  it('shows the error in French and retries', () => {
    const refetch = vi.fn();
    const error = new ApiError(500, 'Internal Server Error', {
      statusCode: 500,
      message: 'Erreur interne du serveur',
      error: 'Internal Server Error',
    });
    renderList(query(undefined, { isPending: false, isError: true, error, refetch }));
    expect(screen.getByText("La liste n'a pas pu être chargée : Erreur interne du serveur")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('paginates a short list (10 rows a page)', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i), nom: `Nom ${i}`, ville: 'Paris' }));
    renderList(query(rows));
    expect(firstCells()).toHaveLength(10);
    expect(document.querySelector('.p-paginator')).not.toBeNull();
  });

  it('scrolls 5,000 rows virtually: only a window of rows is in the DOM, and the count says 5000', async () => {
    // jsdom lays nothing out: give elements the size of a desktop table viewport and the scroller's
    // content the zero padding a browser computes.
    const style = document.createElement('style');
    style.textContent = '.p-virtualscroller-content { padding: 0 }';
    document.head.append(style);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 1000,
      bottom: 600,
      width: 1000,
      height: 600,
      toJSON: () => ({}),
    });
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), nom: `Nom ${i}`, ville: 'Paris' }));
    renderList(query(rows));
    expect(document.querySelector('.p-virtualscroller')).not.toBeNull();
    await waitFor(() => expect(firstCells().length).toBeGreaterThan(0));
    // 600 px / 52 px rows = 12 visible, plus the scroller's tolerance: a window, not 5,000 rows.
    expect(firstCells().length).toBeLessThan(60);
    expect(firstCells()[0]).toBe('Nom 0');
    expect(screen.getByText('Lignes : 5000 / 5000')).toBeTruthy();
    style.remove();
  });

  it('print view: title, filters used, date and the visible rows, printed through window.print()', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderList(query(ROWS));
    fireEvent.change(screen.getByLabelText('Filtrer par Nom'), { target: { value: 'n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    const view = document.querySelector<HTMLElement>('body > .umj-print-root')!;
    expect(within(view).getByRole('heading', { name: 'Personnes' })).toBeTruthy();
    expect(within(view).getByText('Nom : n')).toBeTruthy();
    expect(within(view).getByText(/^Date de l'export : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect([...view.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'BernardParis',
      'anneParis',
    ]);
    expect(document.body.classList.contains('umj-printing')).toBe(true);
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.umj-print-root')).toBeNull());
    expect(document.body.classList.contains('umj-printing')).toBe(false);
  });

  it('row buttons are named after the item; delete asks a confirmation naming it, then deletes', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn(async () => undefined);
    renderList(query(ROWS), { onEdit, onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Élodie »' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Élodie »' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer « Élodie » ? Cette action est définitive.')).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(ROWS[1]));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const onDelete = vi.fn(async () => undefined);
    renderList(query(ROWS), { onDelete });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « anne »' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });
});
