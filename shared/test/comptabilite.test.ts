// Accounting: worked examples of the amounts per axis, billed / not billed, the per-act
// shares (same rounding as the payment split), the merge of several offices and the query schema.
import { describe, expect, it } from 'vitest';
import { repartitionParticipationAuxFrais, centimes, MontantHorsBornesError } from '../src/argent.ts';
import {
  ajouterMontants,
  calculerComptabilite,
  estActeComptable,
  filtreComptabiliteSchema,
  fusionnerComptabilites,
  groupeComptable,
  montantsDeLActe,
  montantsVides,
  lignesFacturees,
  sommerMontants,
  numerosFactures,
  MESSAGE_FIN_AVANT_DEBUT,
  MESSAGE_PERIODE_TROP_LONGUE,
  type DossierComptable,
} from '../src/comptabilite.ts';
import { jourDepuisIso, type Jour } from '../src/dates.ts';
import { calculerRepartition } from '../src/repartition-paiement.ts';
import { statutRef, type StatutId } from '../src/statuts-dossier.ts';

const jour = (iso: string) => jourDepuisIso(iso) as Jour;
const martin = { id: 'u-martin', nomComplet: 'Dr Martin' };
const durand = { id: 'u-durand', nomComplet: 'Dr Durand' };
const itt = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const gav = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
const tgi = { id: 'r-tgi', nom: 'TGI Pontoise' };

let prochainId = 1;
/** A bordereau line of file `dossierId` (amounts given by the test). */
const ligne = (dossierId: number) => ({
  dossierId,
  dossierVersion: 2,
  nom: 'D. M.',
  requisitionNumero: 'R-1',
  requisitionDate: '2026-03-01',
  examenDate: '2026-03-10',
  examenType: { id: 1, nom: 'ITT' },
  montantTTC: centimes(0),
});
function dossier(p: Partial<DossierComptable> & { statutId?: StatutId }): DossierComptable {
  const { statutId = 50, ...reste } = p;
  return {
    id: prochainId++,
    statut: statutRef(statutId),
    rendezVousDate: jour('2026-03-10'),
    examinateur: martin,
    requerant: tgi,
    examenType: itt,
    montantHT: 8050,
    montantTVA: 1610,
    bordereauNumero: null,
    ...reste,
  };
}

describe('which files are acts (Examiné or above, not Annulé)', () => {
  it('counts Examiné, Rapport en cours, Rapport validé only', () => {
    const ids: StatutId[] = [0, 10, 20, 30, 40, 50, 90];
    expect(ids.filter((id) => estActeComptable({ statut: statutRef(id) }))).toEqual([30, 40, 50]);
    expect(estActeComptable({ statut: null })).toBe(false);
  });
});

describe('amounts of one act', () => {
  it('ITT 80,50 € HT, TVA 16,10 €, not billed, shares 24,15 € / 56,35 € at 30 %', () => {
    const m = montantsDeLActe(dossier({}), 30);
    expect(m.total).toEqual({ nombreActes: 1, ht: 8050, tva: 1610, ttc: 9660 });
    expect(m.nonFacture).toEqual(m.total);
    expect(m.facture).toEqual({ nombreActes: 0, ht: 0, tva: 0, ttc: 0, bordereaux: [] });
    expect(m.partBureau).toBe(2415);
    expect(m.partExaminateurs).toBe(5635);
  });

  it('a billed act carries its bordereau number; empty amounts count as 0', () => {
    const m = montantsDeLActe(
      dossier({ bordereauNumero: '2026-0007', montantHT: null, montantTVA: null }),
      30,
    );
    expect(m.facture).toEqual({ nombreActes: 1, ht: 0, tva: 0, ttc: 0, bordereaux: ['2026-0007'] });
    expect(m.nonFacture.nombreActes).toBe(0);
  });

  it("a billed act counts its bordereau line's amounts, not the file's (docs/api.md#comptabilite)", () => {
    const d = dossier({ bordereauNumero: '2026-0008', montantHT: 9000, montantTVA: 1800 });
    const lignes = lignesFacturees([
      {
        numero: '2026-0008',
        lignes: [{ ...ligne(d.id), montantHT: centimes(8050), montantTVA: centimes(1610) }],
      },
      { numero: '2026-0002', lignes: [{ ...ligne(d.id), montantHT: centimes(1), montantTVA: centimes(1) }] },
    ]);
    const m = montantsDeLActe(d, 30, lignes);
    expect(m.facture).toEqual({ nombreActes: 1, ht: 8050, tva: 1610, ttc: 9660, bordereaux: ['2026-0008'] });
    expect(m.partBureau).toBe(2415);
    // Without its bordereau (not found), the file's own amounts.
    expect(montantsDeLActe(d, 30).facture.ht).toBe(9000);
    expect(numerosFactures([d, dossier({ bordereauNumero: '2026-0001', statutId: 10 })])).toEqual([
      '2026-0008',
    ]);
  });

  it('an empty bordereau number is not billed', () => {
    expect(montantsDeLActe(dossier({ bordereauNumero: '' }), 30).nonFacture.nombreActes).toBe(1);
  });
});

describe('groups of an axis', () => {
  it('names each group and the "none" group', () => {
    const d = dossier({});
    expect(groupeComptable(d, 'examinateur')).toEqual({ cle: 'u-martin', libelle: 'Dr Martin' });
    expect(groupeComptable(d, 'requerant')).toEqual({ cle: 'r-tgi', libelle: 'TGI Pontoise' });
    expect(groupeComptable(d, 'typeExamen')).toEqual({ cle: '1', libelle: 'ITT' });
    expect(groupeComptable(d, 'mois')).toEqual({ cle: '2026-03', libelle: '2026-03' });
    const vide = dossier({ examinateur: null, requerant: null, examenType: null, rendezVousDate: null });
    expect(groupeComptable(vide, 'examinateur')).toEqual({ cle: '', libelle: 'Sans examinateur' });
    expect(groupeComptable(vide, 'requerant')).toEqual({ cle: '', libelle: 'Sans requérant' });
    expect(groupeComptable(vide, 'typeExamen')).toEqual({ cle: '', libelle: "Sans type d'examen" });
    expect(groupeComptable(vide, 'mois')).toEqual({ cle: '', libelle: '' });
  });
});

describe('accounting of a period (worked example)', () => {
  // Dr Martin: two ITT (one billed on 2026-0003), one GaV; Dr Durand: one ITT in April, one cancelled
  // ITT (ignored), one RDV pris (ignored); one act without examiner.
  const dossiers = [
    dossier({ bordereauNumero: '2026-0003' }),
    dossier({}),
    dossier({ examenType: gav, montantHT: 5750, montantTVA: 0, statutId: 30 }),
    dossier({ examinateur: durand, rendezVousDate: jour('2026-04-02'), statutId: 40 }),
    dossier({ examinateur: durand, statutId: 90 }),
    dossier({ examinateur: durand, statutId: 10 }),
    dossier({ examinateur: null, montantHT: 1067, montantTVA: 213, examenType: null, requerant: null }),
  ];

  it('by examiner: one line per examiner, "Sans examinateur" last, totals = sums of lines', () => {
    const c = calculerComptabilite(dossiers, { par: 'examinateur', tauxDeParticipationAuxFrais: 30 });
    expect(c.lignes.map((l) => [l.libelle, l.total.nombreActes, l.total.ht])).toEqual([
      ['Dr Durand', 1, 8050],
      ['Dr Martin', 3, 8050 + 8050 + 5750],
      ['Sans examinateur', 1, 1067],
    ]);
    const martinLigne = c.lignes[1]!;
    expect(martinLigne.facture).toEqual({
      nombreActes: 1,
      ht: 8050,
      tva: 1610,
      ttc: 9660,
      bordereaux: ['2026-0003'],
    });
    expect(martinLigne.nonFacture).toEqual({ nombreActes: 2, ht: 13800, tva: 1610, ttc: 15410 });
    // Per act: 24,15 + 24,15 + 17,25 (57,50 x 30 %) = 65,55 € for the office.
    expect(martinLigne.partBureau).toBe(2415 + 2415 + 1725);
    expect(c.totaux.total).toEqual({ nombreActes: 5, ht: 30967, tva: 5043, ttc: 36010 });
    // 10,67 x 30 % = 3,201 -> 3,20 €.
    expect(c.totaux.partBureau).toBe(2415 * 3 + 1725 + 320);
    expect(c.totaux.partBureau + c.totaux.partExaminateurs).toBe(c.totaux.total.ht);
    const somme = c.lignes.reduce((s, l) => ajouterMontants(s, l), montantsVides());
    expect(somme).toEqual(c.totaux);
  });

  it('by month: months ascending', () => {
    const c = calculerComptabilite(dossiers, { par: 'mois', tauxDeParticipationAuxFrais: 30 });
    expect(c.lignes.map((l) => [l.cle, l.total.nombreActes])).toEqual([
      ['2026-03', 4],
      ['2026-04', 1],
    ]);
  });

  it('by exam type and requester', () => {
    const types = calculerComptabilite(dossiers, { par: 'typeExamen', tauxDeParticipationAuxFrais: 30 });
    expect(types.lignes.map((l) => [l.libelle, l.total.nombreActes])).toEqual([
      ['GaV', 1],
      ['ITT', 3],
      ["Sans type d'examen", 1],
    ]);
    const requerants = calculerComptabilite(dossiers, { par: 'requerant', tauxDeParticipationAuxFrais: 30 });
    expect(requerants.lignes.map((l) => [l.libelle, l.total.nombreActes])).toEqual([
      ['TGI Pontoise', 4],
      ['Sans requérant', 1],
    ]);
  });

  it('examiner shares agree to the cent with the payment split of the same acts', () => {
    // At 33,33 %: 58,67 -> 19,554711 -> 19,55; 13,50 -> 4,49955 -> 4,50; 45,20 -> 15,06516 -> 15,07
    // (39,12 € per act; rounding the sum 117,37 x 33,33 % = 39,1194 would give 39,12 too, but the rule
    // is per act, the split's, and both sides must use it).
    const actes = [5867, 1350, 4520].map((ht, i) =>
      dossier({ montantHT: ht, montantTVA: 0, examenType: { ...itt, tva: false, id: 30 + i } }),
    );
    const taux = 33.33;
    const c = calculerComptabilite(actes, { par: 'examinateur', tauxDeParticipationAuxFrais: taux });
    const attendu = actes.reduce(
      (s, a) => s + repartitionParticipationAuxFrais(centimes(a.montantHT as number), taux).bureau,
      0,
    );
    expect(c.totaux.partBureau).toBe(attendu);
    const split = calculerRepartition(
      actes.map((a, i) => ({
        id: i + 1,
        statut: a.statut,
        examenDate: '10/03/2026',
        rendezVousDate: a.rendezVousDate,
        examinateur: a.examinateur,
        examenType: a.examenType,
        montantHT: a.montantHT,
        montantTVA: a.montantTVA,
      })),
      jour('2026-03-10'),
      { tauxDeParticipationAuxFrais: taux, montantTVA: 20 },
    );
    expect(split.totaux.partBureau).toBe(c.totaux.partBureau);
    expect(split.totaux.partExaminateur).toBe(c.totaux.partExaminateurs);
  });

  it('several offices merge by key; totals add up', () => {
    const a = calculerComptabilite(dossiers.slice(0, 3), {
      par: 'examinateur',
      tauxDeParticipationAuxFrais: 30,
    });
    const b = calculerComptabilite(dossiers.slice(3), {
      par: 'examinateur',
      tauxDeParticipationAuxFrais: 30,
    });
    const tout = calculerComptabilite(dossiers, { par: 'examinateur', tauxDeParticipationAuxFrais: 30 });
    expect(fusionnerComptabilites([a, b], 'examinateur')).toEqual(tout);
    const deuxFois = fusionnerComptabilites([a, a], 'examinateur');
    expect(deuxFois.lignes[0]!.total.nombreActes).toBe(6);
    expect(deuxFois.lignes[0]!.facture.bordereaux).toEqual(['2026-0003']);
    expect(fusionnerComptabilites([], 'mois')).toEqual({
      par: 'mois',
      tauxDeParticipationAuxFrais: 0,
      lignes: [],
      totaux: montantsVides(),
    });
  });

  it('a merged total leaving the exact integers of cents is a MontantHorsBornesError (a 400), never a wrong figure', () => {
    const enorme = { ...montantsVides(), partBureau: centimes(Number.MAX_SAFE_INTEGER) };
    expect(() => sommerMontants([enorme, enorme])).toThrow(MontantHorsBornesError);
  });

  it('lines of the same name sort by key', () => {
    const homonymes = [
      dossier({ examinateur: { id: 'b', nomComplet: 'Dr Petit' } }),
      dossier({ examinateur: { id: 'a', nomComplet: 'Dr Petit' } }),
    ];
    const c = calculerComptabilite(homonymes, { par: 'examinateur', tauxDeParticipationAuxFrais: 30 });
    expect(c.lignes.map((l) => l.cle)).toEqual(['a', 'b']);
  });
});

describe('query of GET /bureaux/{id}/comptabilite', () => {
  it('defaults to par=examinateur', () => {
    expect(filtreComptabiliteSchema.parse({ du: '2026-01-01', au: '2026-12-31' })).toEqual({
      du: '2026-01-01',
      au: '2026-12-31',
      par: 'examinateur',
    });
  });

  it('refuses an unknown axis, a reversed or too long period, naming the field', () => {
    const axe = filtreComptabiliteSchema.safeParse({ du: '2026-01-01', au: '2026-01-31', par: 'patient' });
    expect(axe.error?.issues[0]).toMatchObject({
      path: ['par'],
      message: 'Regroupement invalide (par : examinateur, requerant, typeExamen ou mois)',
    });
    const inverse = filtreComptabiliteSchema.safeParse({ du: '2026-02-01', au: '2026-01-31' });
    expect(inverse.error?.issues[0]).toMatchObject({ path: ['au'], message: MESSAGE_FIN_AVANT_DEBUT });
    const long = filtreComptabiliteSchema.safeParse({ du: '2025-01-01', au: '2026-01-02' });
    expect(long.error?.issues[0]).toMatchObject({ path: ['au'], message: MESSAGE_PERIODE_TROP_LONGUE });
    expect(filtreComptabiliteSchema.safeParse({ du: '2024-01-01', au: '2024-12-31' }).success).toBe(true);
    const sansDebut = filtreComptabiliteSchema.safeParse({ au: '2026-01-01' });
    expect(sansDebut.error?.issues[0]).toMatchObject({
      path: ['du'],
      message: 'Veuillez entrer la date de début',
    });
  });
});
