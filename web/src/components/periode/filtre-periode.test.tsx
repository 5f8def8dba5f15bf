// The period filter shared by the accounting, statistics and payment split screens: the period read from
// the URL with a default per screen, the two dates labelled from the screen's namespace, a change written
// back to the URL, an emptied date ignored, and the alert while the period ends before it starts.
import { fireEvent, render, screen } from '@testing-library/react';
import { jourDepuisIso } from '@umj/shared/dates';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FiltrePeriode } from './filtre-periode.tsx';
import {
  dateFr,
  depuisLeDebutDu,
  libelleMois,
  libellePeriode,
  lirePeriode,
  periodeValide,
} from './periode.ts';
import { TotauxPeriode } from './totaux-periode.tsx';
import { useFiltreUrl } from './use-filtre-url.ts';

const jour = (iso: string) => jourDepuisIso(iso) as number;

function Ecran({ alerte }: { alerte?: boolean }) {
  const { filtre, changer } = useFiltreUrl((params, aujourdhui) =>
    lirePeriode(params, depuisLeDebutDu('mois', aujourdhui)),
  );
  const { search } = useLocation();
  return (
    <>
      <FiltrePeriode ns="comptabilite" idPrefix="essai" periode={filtre} onChange={changer} alerte={alerte} />
      <output aria-label="url">{search}</output>
    </>
  );
}

describe('period filter (components/periode)', () => {
  it('a default period runs from the first day of the month or of the year up to the given day', () => {
    expect(depuisLeDebutDu('mois', jour('2026-03-25'))).toEqual({ du: '2026-03-01', au: '2026-03-25' });
    expect(depuisLeDebutDu('annee', jour('2026-03-25'))).toEqual({ du: '2026-01-01', au: '2026-03-25' });
  });

  it('each bound of the URL missing or not written AAAA-MM-JJ takes the default one', () => {
    const defaut = { du: '2026-03-01', au: '2026-03-25' };
    expect(lirePeriode(new URLSearchParams('du=2026-01-05&au=2026-02-01'), defaut)).toEqual({
      du: '2026-01-05',
      au: '2026-02-01',
    });
    expect(lirePeriode(new URLSearchParams('du=05/01/2026'), defaut)).toEqual(defaut);
  });

  it('a period is valid unless it ends before it starts; it is written JJ/MM/AAAA – JJ/MM/AAAA', () => {
    expect(periodeValide({ du: '2026-03-01', au: '2026-03-01' })).toBe(true);
    expect(periodeValide({ du: '2026-03-02', au: '2026-03-01' })).toBe(false);
    expect(dateFr('2026-03-01')).toBe('01/03/2026');
    expect(libellePeriode({ du: '2026-03-01', au: '2026-03-31' })).toBe('01/03/2026 – 31/03/2026');
    expect(libelleMois('2026-03', 'fr')).toBe('mars 2026');
  });

  it('labels the dates from the screen, writes a change to the URL, ignores an emptied date and alerts on an inverted period', () => {
    render(
      <MemoryRouter initialEntries={['/?du=2026-03-01&au=2026-03-31&par=mois']}>
        <Ecran />
      </MemoryRouter>,
    );
    expect(screen.getByRole('search', { name: 'Filtres de la comptabilité' })).toBeTruthy();
    const du = screen.getByLabelText('Du') as HTMLInputElement;
    expect(du.id).toBe('essai-du');
    expect(du.value).toBe('01/03/2026');

    fireEvent.input(screen.getByLabelText('Au'), { target: { value: '15/03/2026' } });
    expect(screen.getByLabelText('url').textContent).toBe('?du=2026-03-01&au=2026-03-15&par=mois');
    fireEvent.input(du, { target: { value: '' } });
    expect(screen.getByLabelText('url').textContent).toBe('?du=2026-03-01&au=2026-03-15&par=mois');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.input(du, { target: { value: '01/04/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('La date de fin doit suivre la date de début');
  });

  it('a screen that tells an invalid period its own way gets no alert', () => {
    render(
      <MemoryRouter initialEntries={['/?du=2026-04-01&au=2026-03-01']}>
        <Ecran alerte={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the totals are a list named by the screen, each figure under its translated name', () => {
    render(
      <TotauxPeriode
        ns="comptabilite"
        prefixe="totaux"
        className="umj-compta-totaux"
        totaux={[
          ['actes', '3'],
          ['ht', '241,50 €'],
        ]}
      />,
    );
    const liste = screen.getByLabelText('Totaux de la période');
    expect(liste.className).toBe('umj-periode-totaux umj-compta-totaux');
    expect(liste.textContent).toBe('Actes3Total HT241,50 €');
  });
});
