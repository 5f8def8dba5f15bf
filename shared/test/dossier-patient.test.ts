import { describe, expect, it } from 'vitest';
import {
  changerStatut,
  CONCLUSIONS_GAV,
  dossierPatientSchema,
  estComplet,
  estEnregistre,
  MESSAGE_CONFIRMATION_REQUISITION,
  MESSAGE_DOSSIER_INCOMPLET,
  montantsDuType,
  peutModifierDossier,
  pieceJointeSchema,
  preparerEnregistrement,
  avecDatesExamen,
  statutExigeExamen,
  statutPrecedentPourCible,
  type DossierPatient,
} from '../src/dossier-patient.ts';
import { validerRendezVous } from '../src/rendez-vous-form.ts';
import type { Role } from '../src/roles.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';

const NOW = new Date('2026-11-22T09:05:00Z'); // 10:05 in Paris
const NOW_ISO = NOW.toISOString();
const AVANT = '2026-11-20T08:00:00.000Z';
const ARGENTEUIL = { id: 'b-arg', nom: 'Argenteuil' };
const STATUTS: StatutId[] = [0, 10, 20, 30, 40, 50, 90];

const dossier = (v: Partial<DossierPatient> = {}): DossierPatient =>
  dossierPatientSchema.parse({
    id: 7,
    nom: 'DUPONT',
    rendezVousDate: 20779,
    rendezVousHeure: 600,
    examinateur: { id: 'u-med', nomComplet: 'Dr Martin' },
    dateDeNaissance: '1990-01-01',
    sexe: 'Homme',
    commissariat: { id: 'c1', nom: 'Argenteuil' },
    regie: 'R1',
    examenType: { id: 4, nom: 'DU', tarif: 4050, tva: true },
    requisitionFournie: true,
    requerant: { id: 'r1', nom: 'Parquet' },
    requisitionDate: '2026-11-20',
    requisitionNumero: 'PV 12',
    montantHT: 4050,
    bureau: ARGENTEUIL,
    ...v,
  });

describe('entities: patient file schema', () => {
  it('entities: defaults for a new file', () => {
    const d = dossierPatientSchema.parse({});
    expect(d).toMatchObject({
      id: 0,
      lieu: 0,
      statut: null,
      nom: '',
      montantHT: null,
      photos: [],
      bureau: null,
    });
  });

  it('maximum lengths of the short texts and references, the message naming the field', () => {
    const probleme = (champs: Record<string, unknown>) => {
      const result = dossierPatientSchema.safeParse(champs);
      return result.success
        ? null
        : { path: result.error.issues[0]!.path, message: result.error.issues[0]!.message };
    };
    expect(probleme({ nom: 'N'.repeat(200), requisitionNumero: '1'.repeat(100) })).toBeNull();
    expect(probleme({ nom: 'N'.repeat(201) })).toEqual({
      path: ['nom'],
      message: 'Le nom ne doit pas dépasser 200 caractères',
    });
    expect(probleme({ requisitionNumero: '1'.repeat(101) })).toEqual({
      path: ['requisitionNumero'],
      message: 'Le numéro de réquisition ne doit pas dépasser 100 caractères',
    });
    expect(probleme({ commissariat: { id: 'c'.repeat(101), nom: 'C' } })).toEqual({
      path: ['commissariat', 'id'],
      message: 'Identifiant invalide',
    });
    expect(probleme({ examinateur: { id: 'e', nomComplet: 'E'.repeat(201) } })).toEqual({
      path: ['examinateur', 'nomComplet'],
      message: "Le nom de l'examinateur ne doit pas dépasser 200 caractères",
    });
  });

  it('entities: formats of examenDate, examenHeure and instants', () => {
    const messages = (v: object) => dossierPatientSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages({ examenDate: '2026-11-22' })).toEqual(['Veuillez entrer une date']);
    expect(messages({ examenHeure: '25:00' })).toEqual(['Veuillez entrer une heure']);
    expect(messages({ dateArrivé: 'hier' })).toEqual(['Date invalide']);
    expect(messages({ gavHeureProlongation: '7h' })).toEqual(['Heure de prolongation invalide']);
    expect(dossierPatientSchema.safeParse({ examenDate: '22/11/2026', examenHeure: '10:05' }).success).toBe(
      true,
    );
  });

  it('entities: attachments', () => {
    const piece = pieceJointeSchema.parse({
      nom: 'photo.jpg',
      typeMime: 'image/jpeg',
      tailleEnOctets: 1024,
      dateModification: NOW_ISO,
      originalUrl: 'k/photo.jpg',
    });
    expect(piece).toMatchObject({ description: '', apercu320Url: null, originalW: null });
    expect(dossierPatientSchema.parse({ photos: [piece] }).photos).toHaveLength(1);
  });

  it('entities: GaV conclusions are the compatibility values', () => {
    expect(CONCLUSIONS_GAV).toEqual(['Compatible', 'Non compatible', 'Refus']);
  });
});

describe('statuses: on save', () => {
  it('statuses: a record with a name and no status becomes RDV pris, dated now', () => {
    const d = preparerEnregistrement(dossier({ id: 0, statut: null, bureau: null }), NOW, ARGENTEUIL);
    expect(d.statut).toEqual(statutRef(10));
    expect(d.dateRdvPris).toBe(NOW_ISO);
    expect(d.bureau).toEqual(ARGENTEUIL);
  });

  it('statuses: Aucun counts as no status', () => {
    expect(preparerEnregistrement(dossier({ statut: statutRef(0) }), NOW, null).statut).toEqual(
      statutRef(10),
    );
  });

  it('statuses: no name and no status: stays without status, no dateRdvPris', () => {
    const d = preparerEnregistrement(dossier({ id: 0, nom: ' ', statut: null }), NOW, ARGENTEUIL);
    expect(d.statut).toBeNull();
    expect(d.dateRdvPris).toBeNull();
  });

  it('statuses: dateRdvPris is kept when already set', () => {
    const d = preparerEnregistrement(dossier({ statut: statutRef(30), dateRdvPris: AVANT }), NOW, ARGENTEUIL);
    expect(d.dateRdvPris).toBe(AVANT);
  });

  it.each([[10], [20], [30], [40], [50], [90]] as const)(
    'statuses: status %i gets dateRdvPris if empty',
    (id) => {
      expect(preparerEnregistrement(dossier({ statut: statutRef(id) }), NOW, null).dateRdvPris).toBe(NOW_ISO);
    },
  );

  it('statuses: a new record gets the current office; a saved one with an office keeps it', () => {
    const autre = { id: 'b-pn', nom: 'Paris Nord' };
    expect(preparerEnregistrement(dossier({ id: 0 }), NOW, autre).bureau).toEqual(autre);
    expect(preparerEnregistrement(dossier({ id: 7 }), NOW, autre).bureau).toEqual(ARGENTEUIL);
    expect(preparerEnregistrement(dossier({ id: 7, bureau: null }), NOW, autre).bureau).toEqual(autre);
    expect(preparerEnregistrement(dossier({ id: 0, bureau: null }), NOW, null).bureau).toBeNull();
  });
});

describe('statuses, on status change: every pair of the 7 statuses', () => {
  for (const de of STATUTS) {
    for (const vers of STATUTS) {
      it(`statuses: ${de} -> ${vers} on a complete file`, () => {
        const depart = dossier({
          statut: statutRef(de),
          dateArrivé: AVANT,
          dateAnnulé: AVANT,
          examenDate: '20/11/2026',
          examenHeure: '09:00',
        });
        const decision = changerStatut(depart, vers, NOW);
        if (de === 0 || de === vers) {
          expect(decision).toEqual({ kind: 'unchanged' });
          return;
        }
        expect(decision.kind).toBe('apply');
        const record = (decision as { record: DossierPatient }).record;
        expect(record.statut).toEqual(statutRef(vers));
        const arriere = vers < de;
        expect(record.dateArrivé).toBe(arriere && vers < 20 ? null : AVANT);
        expect(record.examenDate).toBe(arriere && vers < 30 ? null : '20/11/2026');
        expect(record.examenHeure).toBe(arriere && vers < 30 ? null : '09:00');
        expect(record.dateAnnulé).toBe(arriere && vers < 90 ? null : AVANT);
      });

      it(`statuses: ${de} -> ${vers} sets the dates that are empty`, () => {
        const depart = dossier({ statut: statutRef(de), requisitionFournie: false });
        const decision = changerStatut(depart, vers, NOW);
        if (de === 0 || de === vers) {
          expect(decision.kind).toBe('unchanged');
          return;
        }
        if (vers === 50) {
          expect(decision).toMatchObject({ kind: 'confirm', message: MESSAGE_CONFIRMATION_REQUISITION });
        } else {
          expect(decision.kind).toBe('apply');
        }
        const record =
          decision.kind === 'confirm' ? decision.then : (decision as { record: DossierPatient }).record;
        const chaine = vers !== 90;
        expect(record.dateArrivé).toBe(chaine && vers >= 20 ? NOW_ISO : null);
        expect(record.examenDate).toBe(chaine && vers >= 30 ? '22/11/2026' : null);
        expect(record.examenHeure).toBe(chaine && vers >= 30 ? '10:05' : null);
        expect(record.dateAnnulé).toBe(vers === 90 ? NOW_ISO : null);
      });
    }
  }
});

describe('statuses, on status change: refusals and confirmation', () => {
  it('statuses: a record not saved does nothing', () => {
    expect(changerStatut(dossier({ id: 0, statut: statutRef(10) }), 20, NOW)).toEqual({ kind: 'unchanged' });
    expect(changerStatut(dossier({ statut: null }), 20, NOW)).toEqual({ kind: 'unchanged' });
    expect(changerStatut(dossier({ nom: '', statut: statutRef(10) }), 20, NOW)).toEqual({
      kind: 'unchanged',
    });
    expect(estEnregistre(dossier({ statut: statutRef(10) }))).toBe(true);
  });

  it('statuses: an incomplete file is refused with the exact alert, except to Annulé', () => {
    const incomplet = dossier({ statut: statutRef(30), montantHT: null });
    for (const vers of [10, 20, 40, 50] as const) {
      expect(changerStatut(incomplet, vers, NOW)).toEqual({
        kind: 'refused',
        message: 'Ce dossier patient est incomplet. Editez le pour ajouter des informations.',
      });
    }
    expect(changerStatut(incomplet, 90, NOW).kind).toBe('apply');
    expect(MESSAGE_DOSSIER_INCOMPLET).toBe(
      'Ce dossier patient est incomplet. Editez le pour ajouter des informations.',
    );
  });

  it('statuses, validation: exam details are required only going to a status where the form requires them', () => {
    const sansRegie = dossier({ statut: statutRef(30), regie: '' });
    expect(changerStatut(sansRegie, 40, NOW).kind).toBe('refused');
    expect(changerStatut(sansRegie, 50, NOW).kind).toBe('refused');
    expect(changerStatut(sansRegie, 20, NOW).kind).toBe('apply');
  });

  it('a report status needs the examination data whatever the current status (docs/product-rules.md#on-status-change)', () => {
    const arrive = dossier({ statut: statutRef(20), regie: '', sexe: '' });
    for (const vers of [40, 50] as const) {
      expect(estComplet(arrive, vers)).toBe(false);
      expect(changerStatut(arrive, vers, NOW)).toEqual({
        kind: 'refused',
        message: MESSAGE_DOSSIER_INCOMPLET,
      });
    }
    expect(estComplet(dossier({ statut: statutRef(30), sexe: '' }), 40)).toBe(false);
    expect(estComplet(dossier({ statut: null, sexe: '' }), 40)).toBe(false);
    expect(changerStatut(dossier({ statut: statutRef(10), montantHT: null }), 20, NOW).kind).toBe('refused');
    // Below Examiné the exam data is not yet needed.
    expect(changerStatut(dossier({ statut: statutRef(10), regie: '', sexe: '' }), 20, NOW).kind).toBe(
      'apply',
    );
  });

  it('the move to Examiné from RDV pris, Arrivé or Annulé needs no examination data and stamps dateArrivé, examenDate and examenHeure', () => {
    const sansExamen: Partial<DossierPatient> = {
      dateDeNaissance: null,
      sexe: '',
      commissariat: null,
      regie: '',
      examenType: null,
      examenConclusion: '',
      examenDate: null,
      examenHeure: null,
    };
    for (const de of [10, 20, 90] as const) {
      const depart = dossier({ statut: statutRef(de), ...sansExamen });
      expect(estComplet(depart, 30), String(de)).toBe(true);
      const decision = changerStatut(depart, 30, NOW);
      expect(decision.kind, String(de)).toBe('apply');
      expect((decision as { record: DossierPatient }).record).toMatchObject({
        statut: statutRef(30),
        dateArrivé: NOW_ISO,
        examenDate: '22/11/2026',
        examenHeure: '10:05',
        sexe: '',
        examenType: null,
      });
    }
    // An ITT typed without its number of days yet: the conclusion is asked from the next save on.
    const itt = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
    expect(changerStatut(dossier({ statut: statutRef(20), examenType: itt }), 30, NOW).kind).toBe('apply');
  });

  it('the move to Examiné still needs the rules before Examiné: name, appointment, examiner, amount, the requisition fields when ticked', () => {
    const manques: Partial<DossierPatient>[] = [
      { rendezVousDate: null },
      { rendezVousHeure: null },
      { examinateur: null },
      { montantHT: null },
      { requisitionNumero: '' },
      { requisitionDate: null },
      { requerant: null },
    ];
    for (const manque of manques) {
      const d = dossier({ statut: statutRef(20), regie: '', ...manque });
      expect(changerStatut(d, 30, NOW), JSON.stringify(manque)).toEqual({
        kind: 'refused',
        message: MESSAGE_DOSSIER_INCOMPLET,
      });
    }
  });

  it('a file at Examiné without the examination data: the next save asks for them, a report status is refused, Annulé and backward moves are applied', () => {
    const examine = dossier({
      statut: statutRef(30),
      examenDate: '22/11/2026',
      examenHeure: '10:05',
      dateDeNaissance: null,
      sexe: '',
      regie: '',
    });
    expect(
      validerRendezVous(examine, { modeAnticipe: false, statutPrecedent: 30 }).map((p) => p.field),
    ).toEqual(['dateDeNaissance', 'sexe', 'regie']);
    for (const vers of [40, 50] as const) expect(changerStatut(examine, vers, NOW).kind).toBe('refused');
    for (const vers of [10, 20, 90] as const) expect(changerStatut(examine, vers, NOW).kind).toBe('apply');
  });

  it('skipping from RDV pris straight to a report status cannot bypass the examination data', () => {
    const manques: Partial<DossierPatient>[] = [
      { dateDeNaissance: null },
      { sexe: '' },
      { commissariat: null },
      { regie: '' },
      { examenType: null },
    ];
    for (const vers of [40, 50] as const) {
      expect(statutExigeExamen(vers)).toBe(true);
      for (const manque of manques) {
        const d = dossier({ statut: statutRef(10), ...manque });
        expect(changerStatut(d, vers, NOW), `${JSON.stringify(manque)} -> ${vers}`).toEqual({
          kind: 'refused',
          message: MESSAGE_DOSSIER_INCOMPLET,
        });
      }
      // Complete: the move sets the exam date and hour (shown and editable afterwards).
      const decision = changerStatut(dossier({ statut: statutRef(10) }), vers, NOW);
      expect(decision.kind).toBe('apply');
      expect((decision as { record: DossierPatient }).record).toMatchObject({
        examenDate: '22/11/2026',
        examenHeure: '10:05',
      });
    }
    for (const vers of [0, 10, 20, 30, 90] as const) expect(statutExigeExamen(vers)).toBe(false);
  });

  it('a report status needs the conclusion of its exam type: ITT a number of days, GaV a conclusion or a motif', () => {
    const itt = { id: 1, nom: 'ITT', tarif: 5000, tva: false };
    const gav = { id: 2, nom: 'GaV', tarif: 5000, tva: false };
    const depart = { statut: statutRef(10) };
    expect(changerStatut(dossier({ ...depart, examenType: itt }), 50, NOW).kind).toBe('refused');
    expect(
      changerStatut(dossier({ ...depart, examenType: itt, examenConclusion: '3 j' }), 50, NOW).kind,
    ).toBe('refused');
    expect(changerStatut(dossier({ ...depart, examenType: itt, examenConclusion: '3' }), 50, NOW).kind).toBe(
      'apply',
    );
    const visite = { ...depart, examenType: gav, gavVisiteEffectuée: true };
    expect(changerStatut(dossier(visite), 40, NOW).kind).toBe('refused');
    expect(changerStatut(dossier({ ...visite, examenConclusion: CONCLUSIONS_GAV[0] }), 40, NOW).kind).toBe(
      'apply',
    );
    const nonVisite = { ...depart, examenType: gav, gavVisiteEffectuée: false };
    expect(changerStatut(dossier(nonVisite), 40, NOW).kind).toBe('refused');
  });

  it('the exam date and hour a move to Examiné or a report status sets, kept when typed', () => {
    const vide = { examenDate: null, examenHeure: null };
    expect(avecDatesExamen(vide, 30, NOW)).toEqual({ examenDate: '22/11/2026', examenHeure: '10:05' });
    expect(avecDatesExamen({ examenDate: '20/11/2026', examenHeure: '09:00' }, 50, NOW)).toEqual({
      examenDate: '20/11/2026',
      examenHeure: '09:00',
    });
    expect(avecDatesExamen(vide, 20, NOW)).toEqual(vide);
    expect(avecDatesExamen(vide, 90, NOW)).toEqual(vide);
  });

  it('the form checks a move with the rules of the target when it needs the examination data', () => {
    expect(statutPrecedentPourCible(30, 20)).toBe(20);
    expect(statutPrecedentPourCible(30, 90)).toBe(90);
    expect(statutPrecedentPourCible(30, 40)).toBe(40);
    expect(statutPrecedentPourCible(40, 20)).toBe(40);
    expect(statutPrecedentPourCible(50, 10)).toBe(50);
    expect(statutPrecedentPourCible(20, 10)).toBe(10);
    expect(statutPrecedentPourCible(90, 30)).toBe(30);
  });

  it('statuses: to Rapport validé without requisition: the exact confirmation text', () => {
    const decision = changerStatut(dossier({ statut: statutRef(40), requisitionFournie: false }), 50, NOW);
    expect(decision).toMatchObject({
      kind: 'confirm',
      message:
        'Dans ce dossier patient, la case "Réquisition ?" n\'est pas cochée. Ce dossier peut ne pas être complet. Êtes-vous sûr de vouloir valider ce dossier ?',
    });
  });

  it('statuses: an incomplete file is refused before any confirmation', () => {
    const d = dossier({ statut: statutRef(40), requisitionFournie: false, regie: '' });
    expect(changerStatut(d, 50, NOW).kind).toBe('refused');
  });
});

describe('access: who may edit a patient file', () => {
  const fichier = dossier({ examinateur: { id: 'u-med', nomComplet: 'Dr Martin' } });
  const nouveau = dossier({ id: 0, examinateur: null });
  const cas: [Role, string, boolean, boolean][] = [
    // role, user id, may edit an existing file of examiner u-med, may create a new file
    ['administrateur', 'u-adm', true, true],
    ['secretariat', 'u-sec', true, true],
    ['secretariat-externe', 'u-ext', true, true],
    ['medecin', 'u-med', true, true],
    ['medecin', 'u-autre', false, true],
    ['psychologue', 'u-med', true, true],
    ['psychologue', 'u-psy', false, true],
    ['aucun', 'u-med', false, false],
  ];
  it.each(cas)('access, %s %s: existing %s, new %s', (role, id, existant, creation) => {
    expect(peutModifierDossier({ id, role }, fichier)).toBe(existant);
    expect(peutModifierDossier({ id, role }, nouveau)).toBe(creation);
  });

  it('access: an examiner may not edit a saved file without examiner', () => {
    expect(peutModifierDossier({ id: 'u-med', role: 'medecin' }, dossier({ examinateur: null }))).toBe(false);
  });
});

describe('constants: amounts of a file', () => {
  it('money: HT from the tariff, TVA at the settings rate when the type has VAT', () => {
    expect(montantsDuType({ tarif: 8050, tva: true }, { montantTVA: 20 })).toEqual({
      ht: 8050,
      tva: 1610,
      ttc: 9660,
    });
    expect(montantsDuType({ tarif: 5750, tva: false }, { montantTVA: 20 })).toEqual({
      ht: 5750,
      tva: 0,
      ttc: 5750,
    });
  });
});
