// The exports of the list pattern write exactly the rows the screen shows for its filters (an export
// goes to an investigator): none while the skeleton stands in for the rows, nor while the rows shown
// are still the query's former answer (its deferred render, lib/premier-affichage/requete-differee.ts) under the
// filters of the new one. The deferred render is held here at a chosen answer, as a slow desktop holds
// it between two renders.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from './list-column.ts';
import { ListPage, type ListQuery } from './list-page.tsx';

interface Row {
  id: string;
  nom: string;
}

/** The rows the deferred render still shows (undefined: it has caught up with the query). */
let enRetard: readonly Row[] | undefined;

vi.mock('../../lib/premier-affichage/requete-differee.ts', () => ({
  useRequeteDifferee: <Q extends { data: unknown; isPending: boolean }>(query: Q): Q =>
    enRetard === undefined
      ? query
      : { ...query, data: enRetard, isPending: query.isPending || enRetard === undefined },
}));

const COLUMNS: ListColumn<Row>[] = [{ field: 'nom', header: 'Nom', value: (r) => r.nom }];
const AVANT: Row[] = [
  { id: '1', nom: 'Secrétariat' },
  { id: '2', nom: 'Administrateur' },
];
const APRES: Row[] = [{ id: '2', nom: 'Administrateur' }];

function query(data: Row[] | undefined): ListQuery<Row> {
  return { data, isPending: data === undefined, isError: false, error: null, refetch: vi.fn() };
}

const afficher = (q: ListQuery<Row>, filtre: string) =>
  render(
    <ListPage
      title="Journal"
      query={q}
      columns={COLUMNS}
      rowName={(r) => r.nom}
      exportFilters={[{ label: 'Utilisateur', value: filtre }]}
    />,
  );

/** The export buttons, once the table's module (loaded after the first render) shows its bar. */
const boutons = () =>
  Promise.all(
    ['CSV', 'Excel', 'Imprimer'].map((nom) =>
      screen.findByRole('button', { name: nom }, { timeout: 30_000 }),
    ),
  );

afterEach(() => {
  enRetard = undefined;
});

describe('list page: the exports are the rows shown, under the filters shown', () => {
  it('offers the exports once the table shows the answer of its filters', async () => {
    afficher(query(APRES), 'admin');
    for (const b of await boutons()) expect((b as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Lignes : 1 / 1')).toBeTruthy();
  });

  it("while the skeleton stands in for the new filter's rows, no export (the former rows are not the screen's) and no count", async () => {
    enRetard = AVANT;
    afficher(query(undefined), 'admin');
    for (const b of await boutons()) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/^Lignes :/)).toBeNull();
  });

  it("while the rows shown are still the former answer's (a cached answer of the new filters arrived), no export", async () => {
    enRetard = AVANT;
    afficher(query(APRES), 'admin');
    for (const b of await boutons()) expect((b as HTMLButtonElement).disabled).toBe(true);
  });
});
