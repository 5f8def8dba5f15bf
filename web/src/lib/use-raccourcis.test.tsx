// The keyboard shortcuts' listener (use-raccourcis.ts, docs/architecture.md#keyboard-shortcuts): the
// key it answers, and where it stays silent (a field, a dialog, a focused button for Enter).
import { fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRaccourcis, type Raccourci } from './use-raccourcis.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function ecouter(raccourcis: Raccourci[], actif = true) {
  return renderHook(({ a }) => useRaccourcis(raccourcis, a), { initialProps: { a: actif } });
}

function Page() {
  return (
    <div>
      <input aria-label="champ" />
      <textarea aria-label="texte" />
      <select aria-label="choix">
        <option>un</option>
      </select>
      <div contentEditable aria-label="riche" suppressContentEditableWarning />
      <button type="button">bouton</button>
      <div role="dialog" aria-label="dialogue">
        <span tabIndex={-1}>dans le dialogue</span>
      </div>
      <p>texte simple</p>
    </div>
  );
}

describe('useRaccourcis', () => {
  it('calls the action of the arrow, Enter and "/" keys typed outside a field, and takes the key (preventDefault)', () => {
    const action = vi.fn();
    ecouter(['ArrowDown', 'ArrowUp', 'Enter', '/'].map((touche) => ({ touche, action }) as Raccourci));
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', '/']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(action).toHaveBeenCalledTimes(4);
  });

  it('"/" typed with Shift (French keyboards) is the shortcut too; Ctrl+ArrowDown and Alt+/ are not', () => {
    const action = vi.fn();
    ecouter([
      { touche: '/', action },
      { touche: 'ArrowDown', action },
    ]);
    fireEvent.keyDown(document.body, { key: '/', shiftKey: true });
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'ArrowDown', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '/', altKey: true });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it.each(['champ', 'texte', 'choix', 'riche'])(
    'no list shortcut fires while typing in a field (%s): a letter, "/" and the arrows stay the field’s',
    (nom) => {
      const action = vi.fn();
      const { getByLabelText } = render(<Page />);
      ecouter(['ArrowDown', 'Enter', '/'].map((touche) => ({ touche, action }) as Raccourci));
      const champ = getByLabelText(nom);
      for (const key of ['ArrowDown', 'Enter', '/', 'a']) {
        expect(fireEvent.keyDown(champ, { key })).toBe(true); // not prevented
      }
      expect(action).not.toHaveBeenCalled();
    },
  );

  it('nothing fires from inside a dialog, and Enter on a focused button is left to the button', () => {
    const action = vi.fn();
    const { getByText, getByRole } = render(<Page />);
    ecouter(['ArrowDown', 'Enter'].map((touche) => ({ touche, action }) as Raccourci));
    fireEvent.keyDown(getByText('dans le dialogue'), { key: 'ArrowDown' });
    expect(fireEvent.keyDown(getByRole('button', { name: 'bouton' }), { key: 'Enter' })).toBe(true);
    expect(action).not.toHaveBeenCalled();
    fireEvent.keyDown(getByRole('button', { name: 'bouton' }), { key: 'ArrowDown' });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('no list shortcut fires behind a modal dialog, even from the page itself', () => {
    const action = vi.fn();
    ecouter([{ touche: 'ArrowDown', action }]);
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(action).not.toHaveBeenCalled();
    modal.remove();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+S and ⌘S fire in a field and in a dialog when the shortcut says dansLesChamps', () => {
    const enregistrer = vi.fn();
    const { getByLabelText } = render(<Page />);
    ecouter([{ touche: 'mod+s', action: enregistrer, dansLesChamps: true }]);
    expect(fireEvent.keyDown(getByLabelText('champ'), { key: 's', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(getByLabelText('dialogue'), { key: 'S', metaKey: true })).toBe(false);
    fireEvent.keyDown(getByLabelText('champ'), { key: 's' });
    expect(enregistrer).toHaveBeenCalledTimes(2);
  });

  it('an action answering false leaves the key its default; a key already handled elsewhere is skipped', () => {
    const action = vi.fn(() => false);
    ecouter([{ touche: 'Enter', action }]);
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    const deja = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    deja.preventDefault();
    document.body.dispatchEvent(deja);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('listens only while active, and stops once unmounted', () => {
    const action = vi.fn();
    const vue = ecouter([{ touche: 'ArrowDown', action }], false);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(action).not.toHaveBeenCalled();
    vue.rerender({ a: true });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(action).toHaveBeenCalledTimes(1);
    vue.unmount();
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
