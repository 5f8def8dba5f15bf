// The header's language switcher while its dropdown is not there yet (the first screen still loading):
// a stand-in of the same look holds its place, and a click on it is not lost: the dropdown opens as it
// arrives. Runs in the first-load project (vitest.config.ts): the gate it installs stays in this file.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { suivreAffichage } from '../../../lib/premier-affichage/porte.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The dropdown's options (PrimeReact renders them in a portal once opened). */
const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

describe('language switcher loaded after the first screen', () => {
  it('a click on its stand-in before the dropdown has arrived opens the dropdown as it arrives', async () => {
    // The first screen still fetching: the dropdown's chunk waits for the gate (the click opens it).
    suivreAffichage({ isFetching: () => 1, subscribe: () => () => {}, routeChargee: () => true });
    render(<LanguageSwitcher />);
    const place = screen.getByRole('button', { name: 'Langue : Français' });
    expect(place.textContent).toBe('Français');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.pointerDown(place);
    fireEvent.click(place);
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('العربية'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('combobox')).toBeTruthy();
  });
});
