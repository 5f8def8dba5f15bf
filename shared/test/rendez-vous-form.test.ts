import { MESSAGE_MONTANT_HT_HORS_BORNES } from '../src/argent.ts';
import { describe, expect, it } from 'vitest';
import {
  formatConclusionItt,
  MESSAGES_RENDEZ_VOUS,
  reglesExamineActives,
  rendezVousSchema,
  validerRendezVous,
  type RendezVousContexte,
  type RendezVousValeurs,
} from '../src/rendez-vous-form.ts';

const base: RendezVousValeurs = {
  rendezVousDate: 20779,
  rendezVousHeure: 600,
  examinateur: { id: 'u1' },
  nom: 'DUPONT',
  statut: { id: 10 },
  montantHT: 8050,
};
const complet: RendezVousValeurs = {
  ...base,
  statut: { id: 30 },
  dateDeNaissance: '1990-01-01',
  sexe: 'Homme',
  commissariat: { id: 'c1' },
  regie: 'R1',
  examenType: { nom: 'DU' },
  examenDate: '22/11/2026',
  examenHeure: '10:00',
};
const normal: RendezVousContexte = { modeAnticipe: false, statutPrecedent: 10 };
const champs = (v: RendezVousValeurs, ctx = normal) => validerRendezVous(v, ctx).map((p) => p.field);
const problemes = (v: RendezVousValeurs, ctx = normal) =>
  validerRendezVous(v, ctx).map((p) => [p.field, p.message]);

describe('validation, appointment form: always required', () => {
  it('validation: a valid appointment has no problem', () => {
    expect(validerRendezVous(base, normal)).toEqual([]);
  });

  it('validation: date, time, examiner, amount messages', () => {
    expect(
      problemes({
        ...base,
        rendezVousDate: null,
        rendezVousHeure: undefined,
        examinateur: null,
        montantHT: null,
      }),
    ).toEqual([
      ['rendezVousDate', 'Veuillez entrer une date'],
      ['rendezVousHeure', 'Veuillez entrer une heure'],
      ['examinateur', "Veuillez choisir l'examinateur"],
      ['montantHT', 'Veuillez entrer un montant'],
    ]);
  });

  it('validation: rendezVousHeure 0 (midnight) is valid', () => {
    expect(champs({ ...base, rendezVousHeure: 0 })).toEqual([]);
  });

  it('montantHT empty or negative: « Veuillez entrer un montant » (docs/product-rules.md#appointment-form)', () => {
    for (const montantHT of [null, undefined, -1, -0.5, -1_000_001]) {
      expect(problemes({ ...base, montantHT }), String(montantHT)).toEqual([
        ['montantHT', 'Veuillez entrer un montant'],
      ]);
    }
  });

  it('montantHT must be within its bounds (docs/api.md#montants-dun-dossier); 0 is valid', () => {
    expect(problemes({ ...base, montantHT: 1_000_001 })).toEqual([
      ['montantHT', MESSAGE_MONTANT_HT_HORS_BORNES],
    ]);
    expect(problemes({ ...base, montantHT: 12.5 })).toEqual([['montantHT', MESSAGE_MONTANT_HT_HORS_BORNES]]);
    expect(champs({ ...base, montantHT: 1_000_000 })).toEqual([]);
    expect(champs({ ...base, montantHT: Number.NaN })).toEqual(['montantHT']);
    expect(champs({ ...base, montantHT: 0 })).toEqual([]);
  });
});

describe('validation: early mode and name', () => {
  it('validation: not in early mode: name required', () => {
    expect(problemes({ ...base, nom: ' ' })).toEqual([['nom', 'Veuillez entrer le nom du patient']]);
  });

  it('validation: early mode without status: name not required', () => {
    const early = { modeAnticipe: true, statutPrecedent: null };
    expect(champs({ ...base, nom: '', statut: null }, early)).toEqual([]);
    expect(champs({ ...base, nom: '', statut: { id: 0 } }, early)).toEqual([]);
  });

  it('validation: early mode with a status set: name required', () => {
    expect(champs({ ...base, nom: '' }, { modeAnticipe: true, statutPrecedent: null })).toEqual(['nom']);
  });
});

describe('validation: from Examiné up', () => {
  const requis = [
    'dateDeNaissance',
    'sexe',
    'commissariat',
    'regie',
    'examenType',
    'examenDate',
    'examenHeure',
  ];
  const vide: RendezVousValeurs = {
    ...base,
    dateDeNaissance: null,
    sexe: '',
    commissariat: null,
    regie: '',
    examenType: null,
    examenDate: null,
    examenHeure: null,
  };

  it('validation: the seven messages verbatim', () => {
    expect(problemes({ ...vide, statut: { id: 40 } }, { modeAnticipe: false, statutPrecedent: 30 })).toEqual([
      ['dateDeNaissance', 'Veuillez entrer une date de naissance'],
      ['sexe', 'Veuillez choisir un sexe'],
      ['commissariat', 'Veuillez choisir une origine'],
      ['regie', 'Veuillez entrer une régie'],
      ['examenType', "Veuillez choisir un type d'examen"],
      ['examenDate', 'Veuillez entrer une date'],
      ['examenHeure', 'Veuillez entrer une heure'],
    ]);
  });

  // Every (status, previous status) pair: the rules apply only when both are 30..50.
  const statuts = [0, 10, 20, 30, 40, 50, 90];
  for (const statut of statuts) {
    for (const precedent of [null, ...statuts]) {
      const actif = [30, 40, 50].includes(statut) && precedent !== null && [30, 40, 50].includes(precedent);
      it(`validation: status ${statut} after ${precedent}: from-Examiné rules ${actif ? 'on' : 'off'}`, () => {
        expect(reglesExamineActives(statut, precedent)).toBe(actif);
        const found = champs(
          { ...vide, statut: { id: statut } },
          { modeAnticipe: false, statutPrecedent: precedent },
        );
        expect(found).toEqual(actif ? requis : []);
      });
    }
  }

  it('validation: a complete Examiné file passes', () => {
    expect(champs(complet, { modeAnticipe: false, statutPrecedent: 30 })).toEqual([]);
  });
});

describe('validation: ITT conclusion', () => {
  const itt = (examenConclusion: string | null, ctx = normal) =>
    champs({ ...base, examenType: { nom: 'ITT' }, examenConclusion }, ctx);

  it.each([['0'], ['1'], ['8'], ['10'], ['365']])('validation: %s is a number of days', (c) => {
    expect(itt(c)).toEqual([]);
  });

  it.each([['01'], ['-1'], ['1.5'], ['abc'], [' 3'], ['00']])(
    'validation, %s: Veuillez entrer un nombre de jours',
    (c) => {
      expect(problemes({ ...base, examenType: { nom: 'ITT sans TVA' }, examenConclusion: c })).toEqual([
        ['examenConclusion', 'Veuillez entrer un nombre de jours'],
      ]);
    },
  );

  it('validation, empty conclusion: accepted before the exam, required once from-Examiné rules apply', () => {
    expect(itt('')).toEqual([]);
    expect(itt(null)).toEqual([]);
    expect(
      champs(
        { ...complet, examenType: { nom: 'ITT' }, examenConclusion: null },
        { modeAnticipe: false, statutPrecedent: 30 },
      ),
    ).toEqual(['examenConclusion']);
    expect(
      champs(
        { ...complet, examenType: { nom: 'ITT' }, examenConclusion: '' },
        { modeAnticipe: false, statutPrecedent: 30 },
      ),
    ).toEqual(['examenConclusion']);
  });

  it("validation: display 'N jour' / 'N jours' (plural from 2)", () => {
    expect([0, 1, 2, 15].map(formatConclusionItt)).toEqual(['0 jour', '1 jour', '2 jours', '15 jours']);
    expect(formatConclusionItt('3')).toBe('3 jours');
  });
});

describe('validation: GaV rules', () => {
  const gav = (v: RendezVousValeurs) => problemes({ ...base, examenType: { nom: 'GaV' }, ...v });

  it('validation: visit done without conclusion: Veuillez choisir une conclusion', () => {
    expect(gav({ gavVisiteEffectuée: true, examenConclusion: '' })).toEqual([
      ['examenConclusion', 'Veuillez choisir une conclusion'],
    ]);
    expect(gav({ gavVisiteEffectuée: true, examenConclusion: '12' })).toEqual([
      ['examenConclusion', 'Veuillez choisir une conclusion'],
    ]);
  });

  it.each([['Compatible'], ['Non compatible'], ['Refus']])(
    'validation: visit done with conclusion %s passes',
    (c) => {
      expect(gav({ gavVisiteEffectuée: true, examenConclusion: c })).toEqual([]);
    },
  );

  it('validation: visit not done without reason: Veuillez choisir un motif', () => {
    expect(gav({ gavVisiteEffectuée: false, gavMotifNonVisite: '' })).toEqual([
      ['gavMotifNonVisite', 'Veuillez choisir un motif'],
    ]);
    expect(gav({ gavVisiteEffectuée: false, gavMotifNonVisite: 'Absent' })).toEqual([]);
  });

  it('validation: visit not yet recorded: no GaV check', () => {
    expect(gav({ gavVisiteEffectuée: null })).toEqual([]);
  });

  it('validation: other exam types ignore the GaV and ITT rules', () => {
    expect(
      problemes({ ...base, examenType: { nom: 'DU' }, gavVisiteEffectuée: true, examenConclusion: 'x' }),
    ).toEqual([]);
  });
});

describe('visit request (lieu 30)', () => {
  const visite = (v: RendezVousValeurs, ctx = normal) => problemes({ ...base, lieu: 30, ...v }, ctx);

  it('names its police station from the start: Veuillez choisir une origine', () => {
    expect(visite({})).toEqual([['commissariat', 'Veuillez choisir une origine']]);
    expect(visite({ commissariat: { id: 'c1' } })).toEqual([]);
  });

  it('the from-Examiné rules report a missing station once', () => {
    const { commissariat: _c, ...sansCommissariat } = complet;
    expect(
      problemes(
        { ...sansCommissariat, lieu: 30, gavVisiteEffectuée: true, examenConclusion: 'Compatible' },
        {
          modeAnticipe: false,
          statutPrecedent: 30,
        },
      ),
    ).toEqual([['commissariat', 'Veuillez choisir une origine']]);
  });

  it('its outcome follows the GaV rules whatever the exam type (validation conclusion and reason)', () => {
    const c = { commissariat: { id: 'c1' } };
    expect(visite({ ...c, gavVisiteEffectuée: true })).toEqual([
      ['examenConclusion', 'Veuillez choisir une conclusion'],
    ]);
    expect(visite({ ...c, examenType: { nom: 'DU' }, gavVisiteEffectuée: false })).toEqual([
      ['gavMotifNonVisite', 'Veuillez choisir un motif'],
    ]);
    expect(visite({ ...c, gavVisiteEffectuée: false, gavMotifNonVisite: 'Médecin Suivant' })).toEqual([]);
  });
});

describe('access: requisition', () => {
  it('access, requisition ticked: requerant, date and number required', () => {
    expect(problemes({ ...base, requisitionFournie: true })).toEqual([
      ['requerant', 'Veuillez choisir un requérant'],
      ['requisitionDate', 'Veuillez entrer une date de réquisition'],
      ['requisitionNumero', 'Veuillez entrer un numéro de réquisition'],
    ]);
    expect(
      champs({
        ...base,
        requisitionFournie: true,
        requerant: { id: 'r' },
        requisitionDate: '2026-11-20',
        requisitionNumero: 'PV 12',
      }),
    ).toEqual([]);
  });

  it('access, requisition not ticked: nothing required', () => {
    expect(champs({ ...base, requisitionFournie: false })).toEqual([]);
  });
});

describe('validation: the same rules as a zod schema', () => {
  it('validation: issues carry the field as path and the French message', () => {
    const r = rendezVousSchema(normal).safeParse({ ...base, examinateur: null });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['examinateur', "Veuillez choisir l'examinateur"],
    ]);
    expect(rendezVousSchema(normal).safeParse(base).success).toBe(true);
    expect(rendezVousSchema(normal).safeParse('x').error?.issues[0]?.message).toBe('Rendez-vous invalide');
  });

  it('validation: every message verbatim', () => {
    expect(Object.values(MESSAGES_RENDEZ_VOUS)).toEqual([
      'Veuillez entrer une date',
      'Veuillez entrer une heure',
      "Veuillez choisir l'examinateur",
      'Veuillez entrer le nom du patient',
      'Veuillez entrer une date de naissance',
      'Veuillez choisir un sexe',
      'Veuillez choisir une origine',
      'Veuillez entrer une régie',
      "Veuillez choisir un type d'examen",
      'Veuillez entrer une date',
      'Veuillez entrer une heure',
      'Veuillez entrer un nombre de jours',
      'Veuillez choisir une conclusion',
      'Veuillez choisir un motif',
      'Veuillez choisir un requérant',
      'Veuillez entrer une date de réquisition',
      'Veuillez entrer un numéro de réquisition',
      'Veuillez entrer un montant',
    ]);
  });
});
