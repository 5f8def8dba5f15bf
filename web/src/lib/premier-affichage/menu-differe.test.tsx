// The deferred popup menu (menu-differe.tsx): its chunk is not there at the screen's first render;
// a click on its button before it arrives opens the menu as it arrives, and a click once it is there
// opens it at once. Runs in the first-load project (vitest.config.ts): the menu's chunk is not loaded
// before this file.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMenuDiffere } from './menu-differe.tsx';

function Bouton() {
  const menu = useMenuDiffere({ model: [{ label: 'Mon compte' }, { label: 'Déconnexion' }] });
  return (
    <>
      {menu.element}
      <button type="button" onClick={menu.basculer}>
        Ouvrir
      </button>
    </>
  );
}

describe('popup menu loaded after the first render', () => {
  it('a click before the menu has arrived opens it as it arrives', async () => {
    const { unmount } = render(<Bouton />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.queryByText('Mon compte')).toBeNull();
    expect(await screen.findByText('Mon compte', {}, { timeout: 10_000 })).toBeTruthy();
    unmount();
  });

  it('a click once the menu is there opens it at once', async () => {
    render(<Bouton />);
    // The chunk is loaded (previous test): the lazy menu resolves in a microtask.
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByText('Déconnexion')).toBeTruthy();
  });
});
