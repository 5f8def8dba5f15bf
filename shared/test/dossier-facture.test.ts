import { describe, expect, it } from 'vitest';
import {
  bordereauEnVigueur,
  CHAMPS_GELES_SI_FACTURE,
  CHAMPS_MODIFIABLES_SI_FACTURE,
  decisionModificationFacturee,
  estChampGele,
  messageDossierFacture,
} from '../src/dossier-facture.ts';
import { dossierPatientSchema, type DossierPatient } from '../src/dossier-patient.ts';
import { dossierSaisieSchema } from '../src/dossiers-api.ts';
import { statutRef } from '../src/statuts-dossier.ts';

const facture = (v: Partial<DossierPatient> = {}): DossierPatient =>
  dossierPatientSchema.parse({
    id: 12,
    statut: statutRef(50),
    nom: 'DUPONT',
    dateDeNaissance: '1990-01-01',
    sexe: 'Homme',
    examinateur: { id: 'u-med', nomComplet: 'Dr Martin' },
    examenType: { id: 4, nom: 'DU', tarif: 4050, tva: true },
    examenDate: '20/11/2026',
    examenHeure: '09:00',
    requisitionFournie: true,
    requerant: { id: 'r1', nom: 'Parquet' },
    requisitionDate: '2026-11-20',
    requisitionNumero: 'PV 12',
    montantHT: 4050,
    montantTVA: 810,
    bureau: { id: 'b-arg', nom: 'Argenteuil' },
    bordereauNumero: '2026-0003',
    ...v,
  });

const MESSAGE = 'Ce dossier figure sur le bordereau n° 2026-0003. Annulez ce bordereau pour le modifier.';

describe('a billed file is frozen while its bordereau stands (docs/api.md#calls, bordereaux)', () => {
  it('the message names the bordereau, verbatim', () => {
    expect(messageDossierFacture('2026-0003')).toBe(MESSAGE);
  });

  it('the bordereau stands while the file carries its number (the cancellation clears it)', () => {
    expect(bordereauEnVigueur(facture())).toBe('2026-0003');
    expect(bordereauEnVigueur(facture({ bordereauNumero: null }))).toBeNull();
    expect(bordereauEnVigueur(facture({ bordereauNumero: ' ' }))).toBeNull();
  });

  it('every typed field is either frozen or one of the editable ones (notes, retourExaminateur)', () => {
    const saisis = Object.keys(dossierSaisieSchema.shape).filter((c) => c !== 'modeAnticipe');
    for (const champ of saisis) {
      expect(
        estChampGele(champ) !== (CHAMPS_MODIFIABLES_SI_FACTURE as readonly string[]).includes(champ),
        champ,
      ).toBe(true);
    }
    for (const champ of ['statut', 'bureau', 'nom', 'examenDate', 'montantHT', 'examinateur', 'requerant']) {
      expect(estChampGele(champ), champ).toBe(true);
    }
    expect(estChampGele('notes')).toBe(false);
    expect(estChampGele('retourExaminateur')).toBe(false);
    expect(estChampGele('photos')).toBe(false);
  });

  it('each billed field changed is refused with the message and the fields named', () => {
    const changements: Partial<DossierPatient>[] = [
      { nom: 'DURAND' },
      { dateDeNaissance: '1991-01-01' },
      { requisitionNumero: 'PV 13' },
      { requisitionDate: '2026-11-21' },
      { requerant: { id: 'r2', nom: 'Tribunal' } },
      { examenType: { id: 5, nom: 'ITT', tarif: 5000, tva: false } },
      { examenDate: '21/11/2026' },
      { montantHT: 5000 },
      { montantTVA: 0 },
      { bureau: { id: 'b-pn', nom: 'Paris Nord' } },
      { examinateur: { id: 'u-autre', nomComplet: 'Dr Autre' } },
      { statut: statutRef(40) },
    ];
    for (const changement of changements) {
      const decision = decisionModificationFacturee(facture(), facture(changement), '2026-0003');
      expect(decision, JSON.stringify(changement)).toEqual({
        autorise: false,
        champs: Object.keys(changement),
        message: MESSAGE,
      });
    }
  });

  it('notes and the examiner feedback stay editable; an unchanged form is allowed', () => {
    const stocke = facture();
    expect(decisionModificationFacturee(stocke, { ...stocke }, '2026-0003')).toEqual({ autorise: true });
    expect(
      decisionModificationFacturee(
        stocke,
        facture({ notes: 'Rappeler le parquet', retourExaminateur: 'RAS' }),
        '2026-0003',
      ),
    ).toEqual({ autorise: true });
    // A stored reference may come back with its keys in another order: no change.
    expect(
      decisionModificationFacturee(
        stocke,
        facture({ requerant: { nom: 'Parquet', id: 'r1' } as DossierPatient['requerant'] }),
        '2026-0003',
      ),
    ).toEqual({ autorise: true });
    // The examiner's name is the server's: the same examiner under another spelling is no change.
    expect(
      decisionModificationFacturee(
        stocke,
        facture({ examinateur: { id: 'u-med', nomComplet: 'Dr MARTIN' } }),
        '2026-0003',
      ),
    ).toEqual({ autorise: true });
  });

  it('an absent field is the same as an empty one, and a stored map key left undefined is no change', () => {
    const sansExaminateur = facture({ examinateur: null });
    const { examinateur: _retire, ...sansLeChamp } = sansExaminateur;
    expect(decisionModificationFacturee(sansExaminateur, sansLeChamp, '2026-0003')).toEqual({
      autorise: true,
    });
    const requerant = { id: 'r1', nom: 'Parquet', note: undefined } as DossierPatient['requerant'];
    expect(decisionModificationFacturee(facture(), { ...facture(), requerant }, '2026-0003')).toEqual({
      autorise: true,
    });
    expect(decisionModificationFacturee(sansExaminateur, facture(), '2026-0003')).toMatchObject({
      autorise: false,
      champs: ['examinateur'],
    });
  });

  it('without a standing bordereau every change is allowed (released files are editable)', () => {
    const libere = facture({ bordereauNumero: null });
    expect(
      decisionModificationFacturee(libere, { ...libere, nom: 'DURAND', statut: statutRef(40) }, null),
    ).toEqual({ autorise: true });
  });

  it('the frozen list has no duplicate', () => {
    expect(new Set(CHAMPS_GELES_SI_FACTURE).size).toBe(CHAMPS_GELES_SI_FACTURE.length);
  });
});
