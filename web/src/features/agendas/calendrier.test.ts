// Agendas: the conversions between patient files / examiners' hours and the time grid, the
// status colours of docs/product-rules.md#availability with a readable text colour, the suggested slots and the 8-minute warning of
// docs/product-rules.md#constants (through the shared rules).
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { jourDepuisIso } from '@umj/shared/dates';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { describe, expect, it } from 'vitest';
import {
  dateHeureParis,
  evenementsHeures,
  jourEtMinutes,
  joursEntre,
  periodeAffichee,
} from '../../entities/disponibilite-rv/calendrier.ts';
import { contraste } from '../../lib/couleurs.ts';
import {
  couleursStatut,
  evenementsRendezVous,
  heuresSuggerees,
  rendezVousTropProches,
} from './rendez-vous.ts';

const LUNDI = jourDepuisIso('2026-11-30') as number;

function dossier(id: number, heure: number, statut: StatutId = 10, nom = `P${id}`): DossierPatientStocke {
  return {
    ...dossierPatientSchema.parse({ id, nom, rendezVousDate: LUNDI, rendezVousHeure: heure, lieu: 10 }),
    statut: statutRef(statut),
    version: 1,
    creePar: null,
  };
}

describe('agenda: time grid conversions (Europe/Paris wall clock)', () => {
  it('a day and minutes become a date-time without offset, read back the same; 1440 is the next midnight', () => {
    expect(dateHeureParis(LUNDI, 9 * 60 + 15)).toBe('2026-11-30T09:15:00');
    expect(dateHeureParis(LUNDI, 1440)).toBe('2026-12-01T00:00:00');
    expect(jourEtMinutes('2026-11-30T09:15:00+01:00')).toEqual({ jour: LUNDI, minutes: 555 });
    expect(jourEtMinutes('2026-03-29T03:00:00+02:00')?.minutes).toBe(180);
    expect(jourEtMinutes('n/a')).toBeNull();
  });

  it('the shown range [start, end[ gives both included bounds (week and day views)', () => {
    expect(periodeAffichee('2026-11-30T00:00:00+01:00', '2026-12-07T00:00:00+01:00')).toEqual({
      du: '2026-11-30',
      au: '2026-12-06',
    });
    expect(periodeAffichee('2026-11-30', '2026-12-01')).toEqual({ du: '2026-11-30', au: '2026-11-30' });
    expect(joursEntre('2026-11-30', '2026-12-06')).toHaveLength(7);
  });
});

describe('statuses: status colours on the agenda', () => {
  it('every status colour gets the text colour with the higher contrast, at least AA (4.5:1)', () => {
    for (const id of [0, 10, 20, 30, 40, 50, 90] as StatutId[]) {
      const { fond, texte } = couleursStatut(id);
      expect(contraste(fond, texte), `statut ${id}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(couleursStatut(20)).toEqual({ fond: '#b8860b', texte: '#000000' });
    expect(couleursStatut(30)).toEqual({ fond: '#0000ff', texte: '#ffffff' });
    expect(couleursStatut(null)).toEqual({ fond: '#000000', texte: '#ffffff' });
  });

  it('files with a day and an hour become 15-minute events; a cancelled one is never draggable', () => {
    const sansHeure = { ...dossier(3, 600), rendezVousHeure: null };
    const evenements = evenementsRendezVous(
      [dossier(1, 540), dossier(2, 600, 90), sansHeure],
      (d) => d.nom,
      true,
    );
    expect(evenements.map((e) => [e.id, e.start, e.end, e.editable, e.color])).toEqual([
      ['1', '2026-11-30T09:00:00', '2026-11-30T09:15:00', true, '#000000'],
      ['2', '2026-11-30T10:00:00', '2026-11-30T10:15:00', false, '#ff0000'],
    ]);
  });
});

describe('constants: hours, suggested slots and the 8-minute warning (shared rules)', () => {
  const dispo = {
    semaine: [{ jourSemaine: 1, debut: 540, fin: 600 }],
    exceptions: [{ jour: LUNDI, debut: 540, fin: 570, type: 'absence' as const, motif: 'Formation' }],
  };

  it('the shaded hours are the day ranges (exceptions win; nothing declared = 08:00–20:00)', () => {
    expect(evenementsHeures(dispo, [LUNDI]).map((e) => [e.start, e.end, e.display])).toEqual([
      ['2026-11-30T09:30:00', '2026-11-30T10:00:00', 'background'],
    ]);
    expect(evenementsHeures(null, [LUNDI]).map((e) => [e.start, e.end])).toEqual([
      ['2026-11-30T08:00:00', '2026-11-30T20:00:00'],
    ]);
  });

  it('a non-cancelled appointment removes the slots less than 8 minutes away; a cancelled one frees them', () => {
    expect(heuresSuggerees(dispo, LUNDI, [])).toEqual([570, 585]);
    expect(heuresSuggerees(dispo, LUNDI, [dossier(1, 590)])).toEqual([570]);
    expect(heuresSuggerees(dispo, LUNDI, [dossier(1, 590, 90)])).toEqual([570, 585]);
    expect(heuresSuggerees(dispo, LUNDI, [{ ...dossier(1, 590), rendezVousDate: LUNDI + 1 }])).toEqual([
      570, 585,
    ]);
  });

  it('the warning names each appointment less than 8 minutes away, not the one being moved nor a cancelled one', () => {
    const autres = [dossier(1, 600), dossier(2, 607), dossier(3, 608), dossier(4, 603, 90)];
    expect(rendezVousTropProches(autres, LUNDI, 600).map((d) => d.id)).toEqual([1, 2]);
    expect(rendezVousTropProches(autres, LUNDI, 600, 1).map((d) => d.id)).toEqual([2]);
    expect(rendezVousTropProches(autres, LUNDI + 1, 600)).toEqual([]);
  });
});
