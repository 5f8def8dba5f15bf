import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '../src/dates.ts';
import {
  creneauxSuggeres,
  enregistrementDisponibiliteRvSchema,
  fusionnerPlages,
  plagesDuJour,
  soustrairePlages,
} from '../src/disponibilites-rv.ts';

// 2026-11-23 is a Monday (ISO weekday 1).
const lundi = jourDepuisIso('2026-11-23') as number;
const mardi = lundi + 1;

describe('examiners appointment hours', () => {
  it('nothing declared: the constants default range 08:00-20:00', () => {
    expect(plagesDuJour(null, lundi)).toEqual([{ debut: 480, fin: 1200 }]);
    expect(plagesDuJour({ semaine: [], exceptions: [] }, lundi)).toEqual([{ debut: 480, fin: 1200 }]);
  });

  it('the weekly pattern gives the hours of its weekday only', () => {
    const dispo = { semaine: [{ jourSemaine: 1, debut: 540, fin: 720 }], exceptions: [] };
    expect(plagesDuJour(dispo, lundi)).toEqual([{ debut: 540, fin: 720 }]);
    expect(plagesDuJour(dispo, mardi)).toEqual([]);
    expect(plagesDuJour(dispo, lundi + 7)).toEqual([{ debut: 540, fin: 720 }]);
  });

  it('exceptions win over the pattern: an absence removes, a supplement adds, on that day only', () => {
    const dispo = {
      semaine: [{ jourSemaine: 1, debut: 540, fin: 1020 }],
      exceptions: [
        { jour: lundi, type: 'absence' as const, debut: 720, fin: 840, motif: '' },
        { jour: mardi, type: 'supplement' as const, debut: 600, fin: 660, motif: '' },
      ],
    };
    expect(plagesDuJour(dispo, lundi)).toEqual([
      { debut: 540, fin: 720 },
      { debut: 840, fin: 1020 },
    ]);
    expect(plagesDuJour(dispo, mardi)).toEqual([{ debut: 600, fin: 660 }]);
    expect(plagesDuJour(dispo, lundi + 7)).toEqual([{ debut: 540, fin: 1020 }]);
    const absentToute = {
      ...dispo,
      exceptions: [{ jour: lundi, type: 'absence' as const, debut: 0, fin: 1440, motif: '' }],
    };
    expect(plagesDuJour(absentToute, lundi)).toEqual([]);
  });

  it('ranges merge and subtract', () => {
    expect(
      fusionnerPlages([
        { debut: 600, fin: 700 },
        { debut: 480, fin: 600 },
        { debut: 800, fin: 900 },
      ]),
    ).toEqual([
      { debut: 480, fin: 700 },
      { debut: 800, fin: 900 },
    ]);
    expect(soustrairePlages([{ debut: 480, fin: 720 }], [{ debut: 400, fin: 500 }])).toEqual([
      { debut: 500, fin: 720 },
    ]);
  });

  it('ranges: same start keeps the longer; a removal before, after or inside a range', () => {
    expect(
      fusionnerPlages([
        { debut: 480, fin: 540 },
        { debut: 480, fin: 600 },
      ]),
    ).toEqual([{ debut: 480, fin: 600 }]);
    const matin = [{ debut: 480, fin: 720 }];
    expect(soustrairePlages(matin, [{ debut: 300, fin: 400 }])).toEqual(matin);
    expect(soustrairePlages(matin, [{ debut: 800, fin: 900 }])).toEqual(matin);
    expect(soustrairePlages(matin, [{ debut: 600, fin: 660 }])).toEqual([
      { debut: 480, fin: 600 },
      { debut: 660, fin: 720 },
    ]);
  });

  it('constants, suggested slots: 15-minute steps within the hours, none within 8 minutes of a non-cancelled appointment', () => {
    const dispo = { semaine: [{ jourSemaine: 1, debut: 540, fin: 600 }], exceptions: [] };
    expect(creneauxSuggeres(dispo, lundi, [])).toEqual([540, 555, 570, 585]);
    const rdv = [
      { id: 1, rendezVousHeure: 557, statut: { id: 10 } },
      { id: 2, rendezVousHeure: 585, statut: { id: 90 } },
    ];
    expect(creneauxSuggeres(dispo, lundi, rdv)).toEqual([540, 570, 585]);
    expect(creneauxSuggeres(dispo, lundi, rdv, { exclureId: 1 })).toEqual([540, 555, 570, 585]);
    expect(creneauxSuggeres(dispo, mardi, [])).toEqual([]);
  });

  it('a range must end after it starts; the PUT body names the field', () => {
    const r = enregistrementDisponibiliteRvSchema.safeParse({
      examinateurId: 'u1',
      semaine: [{ jourSemaine: 1, debut: 600, fin: 540 }],
      exceptions: [],
      version: 0,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("L'heure de fin doit suivre l'heure de début");
  });
});
