// Form helpers: the 409 merge's default choices (keep what I typed, take what they changed),
// the draft read back only when it still fits the shared schema, and the date conversions of docs/product-rules.md#entities.
import { describe, expect, it } from 'vitest';
import {
  champsEnConflit,
  cleBrouillon,
  dateFrVersSaisie,
  ecrireBrouillon,
  effacerBrouillons,
  fusionner,
  instantVersSaisie,
  lireBrouillon,
  saisieVersDateFr,
  saisieVersInstant,
  valeursVides,
} from './valeurs-dossier.ts';

describe('patient-file form values', () => {
  it('409 merge: a field I changed defaults to mine, one only they changed to theirs; identical ones are not listed', () => {
    const base = valeursVides({ nom: 'DUPONT', profession: 'Boulanger', notes: '' });
    const miennes = { ...base, profession: 'Chauffeur', regie: 'Régie A' };
    const leurs = { ...base, profession: 'Maçon', notes: 'Rappeler', regie: 'Régie A' };
    const conflits = champsEnConflit(base, miennes, leurs);
    expect(conflits.map((c) => [c.champ, c.garder])).toEqual([
      ['profession', 'le-mien'],
      ['notes', 'le-leur'],
    ]);
    const fusion = fusionner(miennes, leurs, conflits);
    expect(fusion).toMatchObject({
      profession: 'Chauffeur',
      notes: 'Rappeler',
      regie: 'Régie A',
      nom: 'DUPONT',
    });
    const choixInverse = conflits.map((c) => ({ ...c, garder: 'le-leur' as const }));
    expect(fusionner(miennes, leurs, choixInverse).profession).toBe('Maçon');
  });

  it('draft: written and read back per user, office and file; a draft that no longer fits the schema is ignored', () => {
    const cle = cleBrouillon('u-1', 'b-arg', 42);
    expect(cle).toBe('umj.brouillon.dossier-patient.u-1.b-arg.42');
    expect(cleBrouillon('u-1', 'b-arg', null)).toBe('umj.brouillon.dossier-patient.u-1.b-arg.nouveau');
    ecrireBrouillon(cle, {
      valeurs: valeursVides({ nom: 'DUPONT' }),
      version: 3,
      enregistreLe: '2026-11-23T10:00:00.000Z',
    });
    expect(lireBrouillon(cle)).toMatchObject({ valeurs: { nom: 'DUPONT' }, version: 3 });
    localStorage.setItem(cle, JSON.stringify({ valeurs: { rendezVousHeure: 5000 }, enregistreLe: 'x' }));
    expect(lireBrouillon(cle)).toBeNull();
    localStorage.setItem(cle, '{pas du json');
    expect(lireBrouillon(cle)).toBeNull();
  });

  it('entities, formats: examenDate DD/MM/YYYY and the days of dateMail/dateRemis in Paris', () => {
    expect(dateFrVersSaisie('05/03/2026')).toBe('2026-03-05');
    expect(saisieVersDateFr('2026-03-05')).toBe('05/03/2026');
    expect(saisieVersDateFr('')).toBeNull();
    // Noon in Paris: 11:00Z in winter, 10:00Z in summer; shown back as the same day.
    expect(saisieVersInstant('2026-01-15')).toBe('2026-01-15T11:00:00.000Z');
    expect(saisieVersInstant('2026-07-15')).toBe('2026-07-15T10:00:00.000Z');
    expect(instantVersSaisie('2026-07-14T22:30:00.000Z')).toBe('2026-07-15');
  });
});

describe('an explicit sign-out ends the drafts of that user only', () => {
  it('removes the user’s draft keys and keeps another user’s', () => {
    localStorage.setItem(cleBrouillon('u-1', 'b-arg', 42), '{}');
    localStorage.setItem(cleBrouillon('u-1', 'b-arg', null), '{}');
    localStorage.setItem(cleBrouillon('u-2', 'b-arg', 42), '{}');
    effacerBrouillons('u-1');
    expect(localStorage.getItem(cleBrouillon('u-1', 'b-arg', 42))).toBeNull();
    expect(localStorage.getItem(cleBrouillon('u-1', 'b-arg', null))).toBeNull();
    expect(localStorage.getItem(cleBrouillon('u-2', 'b-arg', 42))).toBe('{}');
  });
});
