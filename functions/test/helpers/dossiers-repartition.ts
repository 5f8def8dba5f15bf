// Patient files for the payment split tests, written with `itemDossier` (every index attribute the API
// would set): by default an ITT act of Dr Alice Martin, examined on its appointment day; and the
// administrator's recompute call.
import { formatDateFr, jourDepuisIso, type Jour } from '@umj/shared/dates';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import type { DossierAEcrire } from '../../src/data/dossiers.ts';
import { handler as recalculer } from '../../src/handlers/repartitions/recalculer-repartition-paiement.ts';
import { call } from './events.ts';

export const JOUR_ISO = '2026-03-10';
export const JOUR = jourDepuisIso(JOUR_ISO) as Jour;
export const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
export const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
export const K90 = { id: 14, nom: 'K90', tarif: 37050, tva: true };
export const DR_A = { id: 'u-dr-a', nomComplet: 'Dr Alice Martin' };
export const DR_B = { id: 'u-dr-b', nomComplet: 'Dr Bruno Petit' };

let prochainId = 1;

/** A file of `bureauId` (ids increasing within the test file). */
export function dossier(
  bureauId: string,
  o: Partial<DossierAEcrire> & { statutId?: StatutId } = {},
): DossierAEcrire {
  const { statutId = 30, ...reste } = o;
  const jour = reste.rendezVousDate ?? JOUR;
  return {
    id: prochainId++,
    lieu: 10,
    dateRdvPris: null,
    dateArrivé: null,
    dateAnnulé: null,
    dateMail: null,
    dateRemis: null,
    statut: statutRef(statutId),
    nom: 'DUPONT Jean',
    profession: '',
    dateDeNaissance: null,
    sexe: '',
    commissariat: null,
    regie: '',
    rendezVousDate: jour,
    rendezVousHeure: 600,
    examinateur: DR_A,
    examenType: ITT,
    examenConclusion: '',
    examenDate: statutId >= 30 && statutId <= 50 ? formatDateFr(jour) : null,
    examenHeure: null,
    gavHeureProlongation: null,
    gavVisiteEffectuée: null,
    gavMotifNonVisite: '',
    requerant: null,
    requisitionFournie: false,
    requisitionDate: null,
    requisitionNumero: '',
    attestationFournie: false,
    montantHT: 8050,
    montantTVA: 1610,
    bordereauNumero: null,
    dateModification: null,
    photos: [],
    documents: [],
    affaireDate: null,
    affaireNature: '',
    affaireNom: '',
    notes: '',
    retourExaminateur: '',
    bureau: null,
    version: 1,
    creePar: null,
    bureauId,
    creeLe: '2026-03-01T10:00:00.000Z',
    ...reste,
  } as DossierAEcrire;
}

/** POST /bureaux/{bureauId}/repartitions-paiement/{jour}/recalcul with `body` ({ version }). */
export const recalcul = (bureauId: string, jour: string, body: unknown, token: string) =>
  call(recalculer, {
    method: 'POST',
    path: `/bureaux/${bureauId}/repartitions-paiement/${jour}/recalcul`,
    pathParameters: { bureauId: bureauId, jour },
    body,
    token,
  });
