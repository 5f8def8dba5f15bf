import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Utilisateur } from '@umj/shared/utilisateur';
import { describe, expect, it, vi } from 'vitest';
import { BUREAUX, user } from '../../../../test/support/users.ts';
import { suivreAffichage } from '../../../lib/premier-affichage/porte.ts';
import { bureauxKey } from '../../../lib/bureaux/bureaux-query.ts';
import { BureauxSelector } from './bureaux-selector.tsx';
import { BureauxSelector as SelecteurDiffere } from './lazy-bureaux-selector.tsx';

const session = vi.hoisted(() => ({ user: null as Utilisateur | null }));
vi.mock('../../../lib/session/session-provider.tsx', () => ({ useSession: () => ({ user: session.user }) }));

function renderSelector(u: Utilisateur, reload = vi.fn()) {
  session.user = u;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bureauxKey, BUREAUX);
  render(
    <QueryClientProvider client={client}>
      <BureauxSelector reload={reload} />
    </QueryClientProvider>,
  );
  return reload;
}

/** Opens (or closes) the PrimeReact list by clicking the field. */
function toggleList() {
  fireEvent.click(screen.getByRole('combobox').closest('.p-multiselect')!);
}

/** The list's options (PrimeReact renders them in a portal). */
const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

const stored = () => JSON.parse(localStorage.getItem('selectionBureaux') ?? 'null');

describe('office selector', () => {
  it('screens: with nothing stored, every office of the user is selected (all for an unrestricted user)', () => {
    renderSelector(user('administrateur', []));
    expect(screen.getByText('3 bureaux')).toBeTruthy();
    expect(screen.queryByText('Veuillez choisir au moins un bureau')).toBeNull();
  });

  it('access: a restricted user is offered only their offices', async () => {
    renderSelector(user('secretariat', ['b-arg']));
    toggleList();
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Argenteuil']));
  });

  it('screens: error state when no office is selected', () => {
    localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [] }));
    renderSelector(user('administrateur', []));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez choisir au moins un bureau');
  });

  it('screens: a change is stored under selectionBureaux as {bureaux:[ids]} (no reload while the list is open; the reload on close is checked in the browser test)', async () => {
    const reload = renderSelector(user('administrateur', []));
    toggleList();
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.click(options().find((o) => o.textContent === 'Chartres')!);
    expect(stored()).toEqual({ bureaux: ['b-arg', 'b-pn'] });
    expect(reload).not.toHaveBeenCalled();
  });

  it('screens: offices removed from the user are dropped from the stored selection', () => {
    localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-pn', 'b-arg'] }));
    renderSelector(user('secretariat', ['b-arg']));
    expect(screen.getByText('Argenteuil')).toBeTruthy();
  });

  it('screens: until its chunk arrives the header shows the selection as the selector writes it, and a click opens the list once it is there', async () => {
    session.user = user('administrateur', []);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(bureauxKey, BUREAUX);
    // The first screen still loading: the selector's chunk waits (lib/premier-affichage/porte.ts).
    suivreAffichage({ isFetching: () => 1, subscribe: () => () => {}, routeChargee: () => true });
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <SelecteurDiffere reload={vi.fn()} />
      </QueryClientProvider>,
    );
    const place = screen.getByRole('button');
    expect(place.textContent).toBe('3 bureaux');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.pointerDown(place);
    fireEvent.click(place);
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.getByRole('combobox')).toBeTruthy();
    unmount();

    localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg'] }));
    render(
      <QueryClientProvider client={client}>
        <SelecteurDiffere reload={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Argenteuil')).toBeTruthy();
  });
});
