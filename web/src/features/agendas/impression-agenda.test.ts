import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ImpressionAgenda, rendezVousParJour } from './impression-agenda.tsx';

const dossier = (id: number, jour: number | null, heure: number | null): DossierPatientStocke => ({
  ...dossierPatientSchema.parse({ id, nom: `P${id}`, rendezVousDate: jour, rendezVousHeure: heure }),
  version: 1,
  creePar: null,
});

describe('agenda print view (docs/architecture.md#printing)', () => {
  it('lists every shown day, empty ones included, each with its appointments in time order', () => {
    const parJour = rendezVousParJour(
      [dossier(1, 100, 600), dossier(2, 100, 540), dossier(3, 102, 480), dossier(4, 99, 480)],
      [100, 101, 102],
    );
    expect(parJour.map((j) => [j.jour, j.rendezVous.map((d) => d.id)])).toEqual([
      [100, [2, 1]],
      [101, []],
      [102, [3]],
    ]);
  });

  it('a file without a time is no appointment; equal times keep the file order', () => {
    const parJour = rendezVousParJour(
      [dossier(7, 100, 600), dossier(5, 100, 600), dossier(6, 100, null)],
      [100],
    );
    expect(parJour[0]?.rendezVous.map((d) => d.id)).toEqual([5, 7]);
  });

  it('before the calendar names its days, the print button holds its place, disabled (nothing moves when they come)', () => {
    render(
      createElement(ImpressionAgenda, {
        bureauId: 'argenteuil',
        bureauNom: 'Argenteuil',
        examinateur: 'Dr Camille Lefèvre',
        lieu: 10,
        jours: [],
        dossiers: [],
      }),
    );
    expect(screen.getByRole('button', { name: 'Imprimer' }).hasAttribute('disabled')).toBe(true);
  });
});
