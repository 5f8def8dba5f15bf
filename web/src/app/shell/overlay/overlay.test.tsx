import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-store.ts';
import { FullScreenOverlay } from './full-screen-overlay.tsx';
import { Snackbar, SNACKBAR_LIFE_MS } from './snackbar.tsx';

afterEach(() => {
  act(() => appStore.closeOverlay());
  vi.useRealTimers();
});

describe('full-screen overlay and snackbar (screens Shell behaviour, constants)', () => {
  it('screens: the overlay shows loading, then a success or an error message from shared state, until closed', () => {
    render(<FullScreenOverlay />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => appStore.showLoading());
    expect(screen.getByRole('dialog', { name: 'Chargement en cours…' })).toBeTruthy();

    act(() => appStore.showSuccess('Bureau enregistré'));
    expect(screen.getByRole('dialog').textContent).toContain('Bureau enregistré');

    act(() => appStore.showError('Enregistrement impossible'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Enregistrement impossible');

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('constants: a snackbar message is shown, still there just before 6 s, and hiding once 6 s have passed', async () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    const message = () => screen.getByText('Objet mis à jour').closest('.p-toast-message')!;

    act(() => appStore.notify({ severity: 'success', detail: 'Objet mis à jour' }));
    // The Toast is a chunk mounted with the first message (first load).
    await vi.waitFor(() => expect(message().getAttribute('role')).toBe('alert'));

    await act(() => vi.advanceTimersByTimeAsync(SNACKBAR_LIFE_MS - 100));
    expect(message().className).not.toContain('p-toast-message-exit');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // jsdom has no CSS transition: the message stays in its exit (hiding) state instead of leaving.
    expect(message().className).toContain('p-toast-message-exit');
    expect(SNACKBAR_LIFE_MS).toBe(6000);
  });
});
