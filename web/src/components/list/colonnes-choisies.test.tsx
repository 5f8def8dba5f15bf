// The column chooser of the lists (docs/architecture.md#wide-lists): the optional columns hidden until
// chosen, the choice kept per list in localStorage (read back after a new render, unreadable storage
// ignored), the frozen name column always shown and not offered.
import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  choixPour,
  cleChoixColonnes,
  colonneVisible,
  ecrireChoixColonnes,
  lireChoixColonnes,
} from './colonnes-choisies.ts';
import type { ListColumn } from './list-column.ts';
import { ListPage } from './list-page.tsx';

interface Row {
  id: string;
  nom: string;
  ville: string;
  code: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { field: 'nom', header: 'Nom', value: (r) => r.nom, frozen: true },
  { field: 'ville', header: 'Ville', value: (r) => r.ville },
  { field: 'code', header: 'Code', value: (r) => r.code, optional: true },
];

const ROWS: Row[] = [{ id: '1', nom: 'Bernard', ville: 'Paris', code: 'P75' }];

const renderList = () =>
  render(
    <ListPage
      title="Personnes"
      listId="personnes"
      query={{ data: ROWS, isPending: false, isError: false, error: null, refetch: vi.fn() }}
      columns={COLUMNS}
      dataKey="id"
      rowName={(r) => r.nom}
    />,
  );

const headers = () =>
  [...document.querySelectorAll('.p-datatable-thead > tr > th')].map((th) => th.textContent);

describe('column chooser storage', () => {
  it('with no stored choice, an optional column is hidden and the others shown', () => {
    const choix = lireChoixColonnes('personnes');
    expect(COLUMNS.map((c) => colonneVisible(c, choix))).toEqual([true, true, false]);
  });

  it('a choice written for a list is read back for that list only', () => {
    ecrireChoixColonnes('personnes', choixPour(COLUMNS, ['code']));
    expect(lireChoixColonnes('personnes')).toEqual({ masquees: ['ville'], montrees: ['code'] });
    expect(lireChoixColonnes('autre')).toEqual({ masquees: [], montrees: [] });
    const choix = lireChoixColonnes('personnes');
    expect(COLUMNS.map((c) => colonneVisible(c, choix))).toEqual([true, false, true]);
  });

  it('the frozen column stays shown even when the stored choice names it hidden', () => {
    localStorage.setItem(cleChoixColonnes('personnes'), JSON.stringify({ masquees: ['nom'], montrees: [] }));
    expect(colonneVisible(COLUMNS[0]!, lireChoixColonnes('personnes'))).toBe(true);
  });

  it('an unreadable stored value counts as no choice', () => {
    localStorage.setItem(cleChoixColonnes('personnes'), '{pas du json');
    expect(lireChoixColonnes('personnes')).toEqual({ masquees: [], montrees: [] });
    localStorage.setItem(cleChoixColonnes('personnes'), JSON.stringify({ masquees: 'ville', montrees: [3] }));
    expect(lireChoixColonnes('personnes')).toEqual({ masquees: [], montrees: [] });
  });
});

describe('column chooser on a list', () => {
  it('shows the default columns; ticking an optional one shows it and keeps it after a new render', async () => {
    const { unmount } = renderList();
    // The table's module loads after the first render (lazy-data-table.tsx).
    await waitFor(() => expect(headers()).toEqual(['Nom', 'Ville']));
    fireEvent.click(document.querySelector('.umj-list-colonnes')!);
    const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];
    // The frozen name is not offered.
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Ville', 'Code']));
    fireEvent.click(options()[1]!);
    expect(headers()).toEqual(['Nom', 'Ville', 'Code']);
    unmount();
    renderList();
    expect(headers()).toEqual(['Nom', 'Ville', 'Code']);
    expect(JSON.parse(localStorage.getItem('colonnes:personnes') ?? 'null')).toEqual({
      masquees: [],
      montrees: ['code'],
    });
  });
});
