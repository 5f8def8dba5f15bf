// The date and time fields (champ-date.tsx) in jsdom, whose browser language is English (en-US): the
// field shows and reads dd/mm/yyyy and 24-hour HH:mm all the same, holds 'AAAA-MM-JJ' / 'HH:mm', and is
// named by its label and described by its error.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeOptions } from 'primereact/api';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/index.ts';
import { ChampDate, ChampHeure, SaisieDate } from './champ-date.tsx';
import { localeCalendrier, nomsCalendrier, type TextesCalendrier } from './locale-calendrier.ts';

/** A field holding its value, reporting each change to `surValeur`. */
function Formulaire({
  initiale,
  heure = false,
  surValeur,
}: {
  initiale: string | null;
  heure?: boolean;
  surValeur(v: string | null): void;
}) {
  const [valeur, setValeur] = useState(initiale);
  const Composant = heure ? ChampHeure : ChampDate;
  return (
    <Composant
      id="champ"
      label={heure ? 'Heure' : 'Date'}
      value={valeur}
      onChange={(v) => {
        setValeur(v);
        surValeur(v);
      }}
    />
  );
}

const saisie = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('date field: dd/mm/yyyy whatever the browser language', () => {
  it('runs in an English browser (the case the field guards against)', () => {
    expect(navigator.language).toBe('en-US');
  });

  it('2026-11-01 is shown 01/11/2026', () => {
    render(<Formulaire initiale="2026-11-01" surValeur={() => undefined} />);
    expect(saisie('Date').value).toBe('01/11/2026');
  });

  it('typing 01/11/2026 gives 2026-11-01, shown 01/11/2026 once the field is left', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale={null} surValeur={surValeur} />);
    await userEvent.type(saisie('Date'), '01/11/2026');
    expect(surValeur).toHaveBeenLastCalledWith('2026-11-01');
    fireEvent.blur(saisie('Date'));
    expect(saisie('Date').value).toBe('01/11/2026');
  });

  it('typing the eight digits 01112026 gives 2026-11-01 and is shown 01/11/2026 once left', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale={null} surValeur={surValeur} />);
    await userEvent.type(saisie('Date'), '01112026');
    expect(surValeur).toHaveBeenCalledTimes(1);
    expect(surValeur).toHaveBeenCalledWith('2026-11-01');
    fireEvent.blur(saisie('Date'));
    expect(saisie('Date').value).toBe('01/11/2026');
  });

  it('an unfinished date changes nothing; left, it stays in the field with its error (never silently reverted)', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale="2026-11-01" surValeur={surValeur} />);
    await userEvent.type(saisie('Date'), '02/11/20', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(saisie('Date').value).toBe('02/11/20');
    fireEvent.blur(saisie('Date'));
    expect(surValeur).not.toHaveBeenCalled();
    expect(saisie('Date').value).toBe('02/11/20');
    expect(screen.getByRole('alert').textContent).toMatch(/^Date invalide/);
  });

  it('an emptied date field gives null', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale="2026-11-01" surValeur={surValeur} />);
    await userEvent.clear(saisie('Date'));
    expect(surValeur).toHaveBeenLastCalledWith(null);
    fireEvent.blur(saisie('Date'));
    expect(saisie('Date').value).toBe('');
  });

  it('is named by its label, marked invalid and described by its error as the other fields', () => {
    render(
      <>
        <label htmlFor="naissance">Date de naissance</label>
        <SaisieDate
          id="naissance"
          value={null}
          onChange={() => undefined}
          invalid
          describedBy="naissance-erreur"
        />
        <small id="naissance-erreur">Veuillez entrer une date de naissance</small>
      </>,
    );
    const champ = saisie('Date de naissance');
    expect(champ.getAttribute('aria-invalid')).toBe('true');
    expect(champ.getAttribute('aria-describedby')).toBe('naissance-erreur');
    expect(champ.placeholder).toBe('jj/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Choisir une date' })).toBeTruthy();
  });
});

describe('time field: 24-hour HH:mm whatever the browser language', () => {
  it('14:30 is shown 14:30 (not 2:30 PM) and typing 0915 gives 09:15', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale="14:30" heure surValeur={surValeur} />);
    expect(saisie('Heure').value).toBe('14:30');
    await userEvent.clear(saisie('Heure'));
    await userEvent.type(saisie('Heure'), '0915');
    expect(surValeur).toHaveBeenLastCalledWith('09:15');
    fireEvent.blur(saisie('Heure'));
    expect(saisie('Heure').value).toBe('09:15');
  });

  it('typing 21:45 gives 21:45', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale={null} heure surValeur={surValeur} />);
    await userEvent.type(saisie('Heure'), '21:45');
    expect(surValeur).toHaveBeenLastCalledWith('21:45');
  });
});

describe('calendar locale of each language', () => {
  it('French names, the week from Monday, dd/mm/yy; Arabic names with the same digits format', () => {
    const fr = nomsCalendrier('fr');
    expect(fr.monthNames[10]).toBe('novembre');
    expect(fr.dayNames[1]).toBe('lundi');
    expect(fr.firstDayOfWeek).toBe(1);
    const textes = { chooseDate: 'اختيار تاريخ' } as TextesCalendrier;
    const nom = localeCalendrier('ar', textes);
    expect(localeOptions(nom)).toMatchObject({
      dateFormat: 'dd/mm/yy',
      firstDayOfWeek: 1,
      chooseDate: 'اختيار تاريخ',
    });
    expect((localeOptions(nom) as { monthNames: string[] }).monthNames[10]).toBe(
      nomsCalendrier('ar').monthNames[10],
    );
    expect(nomsCalendrier('ar').monthNames[10]).not.toBe('novembre');
  });
});

describe('text that is not a date or a time is said, not silently reverted', () => {
  it('31/02/2026 and a year outside 1900–2199 keep the value and show the French error under the field', async () => {
    const surValeur = vi.fn();
    render(<Formulaire initiale={null} surValeur={surValeur} />);
    await userEvent.type(saisie('Date'), '31/02/2026');
    fireEvent.blur(saisie('Date'));
    const erreur = screen.getByRole('alert');
    expect(erreur.textContent).toBe(
      'Date invalide : saisissez jj/mm/aaaa, un jour qui existe, année de 1900 à 2199.',
    );
    expect(saisie('Date').getAttribute('aria-invalid')).toBe('true');
    expect(saisie('Date').getAttribute('aria-describedby')).toContain(erreur.id);
    expect(surValeur).not.toHaveBeenCalled();
    await userEvent.clear(saisie('Date'));
    await userEvent.type(saisie('Date'), '01/01/2200');
    fireEvent.blur(saisie('Date'));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(surValeur).not.toHaveBeenCalledWith('2200-01-01');
    await userEvent.clear(saisie('Date'));
    await userEvent.type(saisie('Date'), '01/01/2199');
    fireEvent.blur(saisie('Date'));
    expect(surValeur).toHaveBeenLastCalledWith('2199-01-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('24:00 is not a time: the error says the range, in the interface language (English here)', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      render(<Formulaire initiale={null} heure surValeur={() => undefined} />);
      await userEvent.type(saisie('Heure'), '24:00');
      fireEvent.blur(saisie('Heure'));
      expect(screen.getByRole('alert').textContent).toBe('Invalid time: type hh:mm, from 00:00 to 23:59.');
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
  });
});
