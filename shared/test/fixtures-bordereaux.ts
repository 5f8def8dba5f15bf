// Sample patient file, bordereau line and bordereau of the bordereau tests (one billable file of a
// requester with its Chorus Pro identifiers).
import { ligneDuDossier, totauxBordereau, type Bordereau, type LigneBordereau } from '../src/bordereaux.ts';
import { jourDepuisIso, type Jour } from '../src/dates.ts';
import { dossierPatientSchema } from '../src/dossier-patient.ts';
import { statutRef, STATUT, type StatutId } from '../src/statuts-dossier.ts';

export const jour = (iso: string): Jour => jourDepuisIso(iso)!;

export function dossier(valeurs: Record<string, unknown> = {}, statut: StatutId = STATUT.rapportValide) {
  return {
    ...dossierPatientSchema.parse({
      id: 12,
      nom: 'DUPONT Marie',
      examenDate: '02/10/2026',
      examenType: { id: 1, nom: 'ITT', tarif: 8050, tva: true },
      montantHT: 8050,
      montantTVA: 1610,
      requerant: { id: 'b1~r1', nom: 'Parquet de Pontoise' },
      requisitionFournie: true,
      requisitionDate: '2026-10-01',
      requisitionNumero: 'PV 2026/123',
      ...valeurs,
    }),
    statut: statutRef(statut),
    version: 4,
  };
}

export function ligne(ht: number, tva: number): LigneBordereau {
  return ligneDuDossier({ ...dossier(), montantHT: ht, montantTVA: tva });
}

export const requerant = {
  id: 'b1~r1',
  nom: 'Parquet de Pontoise',
  type: 'parquet',
  siret: '44306184100047',
  codeService: 'SJ-95',
  adresse: '3 rue Victor Hugo',
};

export function bordereau(lignes: LigneBordereau[], valeurs: Partial<Bordereau> = {}): Bordereau {
  return {
    bureauId: 'b1',
    numero: '2026-0042',
    annee: 2026,
    date: '2026-11-23',
    requerant,
    lignes,
    ...totauxBordereau(lignes),
    statut: 'emis',
    creeLe: '2026-11-23T09:15:00.000Z',
    creePar: { id: 'u1', nomComplet: 'Claire Martin' },
    annuleLe: null,
    annulePar: null,
    version: 1,
    ...valeurs,
  };
}
