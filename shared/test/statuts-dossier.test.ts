import { describe, expect, it } from 'vitest';
import {
  STATUT_EXAMINE_OU_RAPPORT,
  statutCorrespond,
  statutsDuFiltre,
  statutDossier,
  statutRef,
  statutRefSchema,
  STATUTS_DOSSIER,
  STATUTS_FILTRE,
  STATUTS_RAPIDES,
  STATUTS_RAPPORT,
} from '../src/statuts-dossier.ts';

describe('statuses: patient file statuses', () => {
  it.each([
    [0, 'Aucun', 'Aucun', 'black'],
    [10, 'RDV pris', 'Non vus', 'black'],
    [20, 'Arrivé', 'Visite à faire', 'darkgoldenrod'],
    [30, 'Examiné', 'Visite faite', 'blue'],
    [40, 'Rapport en cours', 'Rapport en cours', 'blueviolet'],
    [50, 'Rapport validé', 'Rapport validé', 'green'],
    [90, 'Annulé', 'Annulé', 'red'],
  ] as const)('statuses: status %i %s (alias %s) in %s', (id, nom, alias, couleur) => {
    expect(statutDossier(id)).toEqual({ id, nom, alias, couleur });
    expect(statutRef(id)).toEqual({ id, nom, alias });
  });

  it('statuses: the three sets', () => {
    expect(STATUTS_RAPIDES.map((s) => s.nom)).toEqual(['RDV pris', 'Arrivé', 'Examiné', 'Annulé']);
    expect(STATUTS_RAPPORT.map((s) => s.nom)).toEqual(['Examiné', 'Rapport en cours', 'Rapport validé']);
    expect(STATUTS_FILTRE.map((s) => s.nom)).toEqual([
      ...STATUTS_DOSSIER.map((s) => s.nom),
      'Examiné ou Rapport...',
    ]);
  });

  it('statuses: the pseudo-status covers 30 to 50', () => {
    const id = STATUT_EXAMINE_OU_RAPPORT.id;
    expect([0, 10, 20, 30, 40, 50, 90].filter((s) => statutCorrespond(s, id))).toEqual([30, 40, 50]);
    expect(statutCorrespond(20, 20)).toBe(true);
    expect(statutCorrespond(20, 30)).toBe(false);
  });

  it('status filter: the statuses a filter value reads, the pseudo-status 3050 standing for 30, 40 and 50', () => {
    expect(statutsDuFiltre(3050)).toEqual([30, 40, 50]);
    expect(statutsDuFiltre(90)).toEqual([90]);
  });

  it('entities: status reference schema', () => {
    expect(statutRefSchema.safeParse(statutRef(30)).success).toBe(true);
    expect(statutRefSchema.safeParse({ id: 35, nom: 'x', alias: 'x' }).error?.issues[0]?.message).toBe(
      'Statut invalide',
    );
  });
});
