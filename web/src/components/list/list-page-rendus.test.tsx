// What the list draws for its rows, kept light (docs/architecture.md#main-thread-work-of-the-screens):
// the frozen name column is sticky by CSS (PrimeReact's `frozen` measures the table after each render),
// and a row button without a tooltip is a plain button, named after its row, not PrimeReact's Button.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BoutonLigne } from './bouton-ligne.tsx';
import type { ListColumn } from './list-column.ts';
import { ListPage } from './list-page.tsx';

interface Row {
  id: string;
  nom: string;
}

describe('list rows, drawn light', () => {
  it('the frozen name column is sticky by CSS, without PrimeReact measuring it after each render', async () => {
    const colonnes: ListColumn<Row>[] = [
      { field: 'id', header: 'N°', value: (r) => r.id },
      { field: 'nom', header: 'Nom', value: (r) => r.nom, frozen: true },
    ];
    const data = [
      { id: '1', nom: 'Bernard' },
      { id: '2', nom: 'Élodie' },
    ];
    render(
      <ListPage
        title="Personnes"
        query={{ data, isPending: false, isError: false, error: null, refetch: vi.fn() }}
        columns={colonnes}
        rowName={(r) => r.nom}
      />,
    );
    await screen.findByText('Élodie');
    await waitFor(() => expect(document.querySelectorAll('td.umj-colonne-figee')).toHaveLength(2));
    expect(document.querySelector('th.umj-colonne-figee')?.textContent).toContain('Nom');
    expect(document.querySelectorAll('.p-frozen-column')).toHaveLength(0);
  });

  it('a row button without a tooltip is a plain button with PrimeReact’s look, named after its row', () => {
    const onClick = vi.fn();
    render(<BoutonLigne icon="pi pi-folder-open" label="Ouvrir le dossier de Bernard" onClick={onClick} />);
    const bouton = screen.getByRole('button', { name: 'Ouvrir le dossier de Bernard' });
    expect(bouton.className).toContain('p-button-icon-only');
    expect(bouton.querySelector('.pi-folder-open')).toBeTruthy();
    // Not PrimeReact's component (its props machinery marks what it renders).
    expect(bouton.hasAttribute('data-pc-name')).toBe(false);
    fireEvent.click(bouton);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
