import { describe, expect, it } from 'vitest';
import {
  lireReglages,
  REGLAGES_DEFAUT,
  reglagesSchema,
  secteursDepuisTexte,
  secteursVersTexte,
} from '../src/reglages.ts';

describe('entities, settings, constants: settings', () => {
  it('constants: defaults', () => {
    expect(REGLAGES_DEFAUT.montantTVA).toBe(20);
    expect(REGLAGES_DEFAUT.tauxDeParticipationAuxFrais).toBe(30);
    expect(secteursDepuisTexte(REGLAGES_DEFAUT.secteurs)).toEqual([
      '78',
      '92',
      '93',
      '95',
      'DD',
      'dpo',
      'Poi',
      'SG',
      'Nord',
      'Sud',
    ]);
  });

  it('entities: secteurs travel as one text separated by line breaks', () => {
    expect(secteursVersTexte(['78', '92'])).toBe('78\n92');
    expect(secteursDepuisTexte(' 78 \r\n\n92\n')).toEqual(['78', '92']);
    expect(secteursDepuisTexte('')).toEqual([]);
  });

  it.each([
    ['abc', 'Réglages: TVA invalide'],
    [null, 'Réglages: TVA invalide'],
    [-1, 'Réglages: TVA invalide'],
    [101, 'Réglages: TVA invalide'],
  ])('settings, montantTVA %s: %s', (montantTVA, message) => {
    const r = reglagesSchema.safeParse({ ...REGLAGES_DEFAUT, montantTVA });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['montantTVA', message]]);
  });

  it.each([['x'], [{}], [-5], [150]])('settings, tauxDeParticipationAuxFrais %s: its message', (taux) => {
    const r = reglagesSchema.safeParse({ ...REGLAGES_DEFAUT, tauxDeParticipationAuxFrais: taux });
    expect(r.error?.issues[0]?.message).toBe('Réglages: Taux de participation aux frais invalide');
  });

  it('settings: numbers typed as text are accepted; notes default to empty', () => {
    const r = reglagesSchema.parse({ montantTVA: ' 20 ', tauxDeParticipationAuxFrais: '30,5', secteurs: '' });
    expect(r).toEqual({ montantTVA: 20, tauxDeParticipationAuxFrais: 30.5, secteurs: '', notes: '' });
  });

  it('settings: reading réglages fails with Réglages invalides when montantTVA is missing or falsy', () => {
    expect(lireReglages(REGLAGES_DEFAUT)).toEqual({ ok: true, reglages: REGLAGES_DEFAUT });
    for (const v of [
      undefined,
      null,
      {},
      { ...REGLAGES_DEFAUT, montantTVA: 0 },
      { ...REGLAGES_DEFAUT, montantTVA: '' },
    ]) {
      expect(lireReglages(v)).toEqual({ ok: false, message: 'Réglages invalides' });
    }
    expect(lireReglages({ ...REGLAGES_DEFAUT, tauxDeParticipationAuxFrais: 'x' })).toEqual({
      ok: false,
      message: 'Réglages invalides',
    });
  });
});
