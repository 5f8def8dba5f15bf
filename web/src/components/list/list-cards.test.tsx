// The rows of a list as cards on phones (docs/architecture.md#wide-lists): one card per row with its
// title cell and row buttons, then the labelled fields; 20 cards first and "Afficher plus" for the next;
// the empty message when there is no row, placeholders while loading.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListColumn } from './list-column.ts';
import { CARDS_STEP, ListCards } from './list-cards.tsx';

interface Row {
  id: number;
  nom: string;
  heure: string;
  ville: string;
}

const COLUMNS: ListColumn<Row>[] = [
  { field: 'heure', header: 'Heure', value: (r) => r.heure },
  { field: 'nom', header: 'Nom', value: (r) => r.nom, cell: (r) => <a href={`#${r.id}`}>{r.nom}</a> },
  { field: 'ville', header: 'Ville', value: (r) => r.ville },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    nom: `Personne ${i}`,
    heure: `0${i % 10}:00`,
    ville: 'Paris',
  }));

const renderCards = (data: Row[], loading = false) =>
  render(
    <ListCards
      rows={data}
      columns={COLUMNS}
      layout={{ title: 'nom', fields: ['heure', 'ville', 'inconnu'] }}
      rowKey={(r) => String(r.id)}
      label="Personnes"
      loading={loading}
      actions={(r) => <button type="button">Ouvrir {r.nom}</button>}
      empty={<p>Aucun élément</p>}
    />,
  );

describe('list cards', () => {
  it('one card per row: the title cell and the row buttons, then the labelled fields in order', () => {
    renderCards(rows(2));
    const cards = within(screen.getByRole('list', { name: 'Personnes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Personne 0' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Ouvrir Personne 0' })).toBeTruthy();
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Heure', 'Ville']);
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['00:00', 'Paris']);
  });

  it(`renders ${CARDS_STEP} cards first, and the next ones on "Afficher plus"`, () => {
    renderCards(rows(CARDS_STEP + 5));
    expect(screen.getAllByRole('listitem')).toHaveLength(CARDS_STEP);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(CARDS_STEP + 5);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('says when there is no row, and shows busy placeholders while loading', () => {
    const { unmount } = renderCards([]);
    expect(screen.getByText('Aucun élément')).toBeTruthy();
    unmount();
    renderCards([], true);
    expect(screen.getByRole('list', { name: 'Personnes' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Aucun élément')).toBeNull();
  });
});
