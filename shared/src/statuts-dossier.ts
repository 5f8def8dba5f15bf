// docs/product-rules.md#statuses: id, name, alias, display colour, the three sets and the search-only
// pseudo-status 'Examiné ou Rapport...'.
import * as z from 'zod';

export const STATUT = {
  aucun: 0,
  rdvPris: 10,
  arrive: 20,
  examine: 30,
  rapportEnCours: 40,
  rapportValide: 50,
  annule: 90,
} as const;
export type StatutId = (typeof STATUT)[keyof typeof STATUT];

export interface StatutDossier {
  id: StatutId;
  nom: string;
  alias: string;
  /** CSS colour name. */
  couleur: string;
}

/**
 * docs/product-rules.md#statuses lists six colours for seven statuses. Choice: the six colours go, in order, to the six real
 * statuses (RDV pris ... Annulé); Aucun, which a saved file never keeps, is shown in black like
 * RDV pris. Statuses without an alias use their name.
 */
export const STATUTS_DOSSIER: readonly StatutDossier[] = [
  { id: 0, nom: 'Aucun', alias: 'Aucun', couleur: 'black' },
  { id: 10, nom: 'RDV pris', alias: 'Non vus', couleur: 'black' },
  { id: 20, nom: 'Arrivé', alias: 'Visite à faire', couleur: 'darkgoldenrod' },
  { id: 30, nom: 'Examiné', alias: 'Visite faite', couleur: 'blue' },
  { id: 40, nom: 'Rapport en cours', alias: 'Rapport en cours', couleur: 'blueviolet' },
  { id: 50, nom: 'Rapport validé', alias: 'Rapport validé', couleur: 'green' },
  { id: 90, nom: 'Annulé', alias: 'Annulé', couleur: 'red' },
];

export const STATUT_IDS = STATUTS_DOSSIER.map((s) => s.id);

export function statutDossier(id: StatutId): StatutDossier {
  return STATUTS_DOSSIER.find((s) => s.id === id) as StatutDossier;
}

/** The status reference a patient file carries (docs/product-rules.md#entities: statut (id, nom, alias)). */
export const statutRefSchema = z.object({
  id: z.union(
    STATUT_IDS.map((id) => z.literal(id)),
    { error: 'Statut invalide' },
  ),
  nom: z.string(),
  alias: z.string(),
});
export type StatutRef = z.infer<typeof statutRefSchema>;

export function statutRef(id: StatutId): StatutRef {
  const { nom, alias } = statutDossier(id);
  return { id, nom, alias };
}

/**
 * Search-only pseudo-status covering Examiné (30) to Rapport validé (50). Choice: its id, 3050, says
 * the range and cannot collide with a real status.
 */
export const STATUT_EXAMINE_OU_RAPPORT = {
  id: 3050,
  nom: 'Examiné ou Rapport...',
  alias: 'Examiné ou Rapport...',
  couleur: 'blue',
  min: STATUT.examine,
  max: STATUT.rapportValide,
} as const;

/** docs/product-rules.md#statuses status sets. */
export const STATUTS_RAPIDES: readonly StatutDossier[] = [10, 20, 30, 90].map((id) =>
  statutDossier(id as StatutId),
);
export const STATUTS_RAPPORT: readonly StatutDossier[] = [30, 40, 50].map((id) =>
  statutDossier(id as StatutId),
);
export const STATUTS_FILTRE: readonly (StatutDossier | typeof STATUT_EXAMINE_OU_RAPPORT)[] = [
  ...STATUTS_DOSSIER,
  STATUT_EXAMINE_OU_RAPPORT,
];

/** Does a file's status match a filter value (a status id or the pseudo-status)? */
export function statutCorrespond(statut: number, filtre: number): boolean {
  if (filtre === STATUT_EXAMINE_OU_RAPPORT.id) {
    return statut >= STATUT_EXAMINE_OU_RAPPORT.min && statut <= STATUT_EXAMINE_OU_RAPPORT.max;
  }
  return statut === filtre;
}

/**
 * The statuses a filter value stands for (docs/data-model.md#list-indexes: one partition of the status
 * index each): the pseudo-status's three, otherwise the status itself.
 */
export function statutsDuFiltre(filtre: number): number[] {
  if (filtre !== STATUT_EXAMINE_OU_RAPPORT.id) return [filtre];
  return STATUT_IDS.filter((s) => s >= STATUT_EXAMINE_OU_RAPPORT.min && s <= STATUT_EXAMINE_OU_RAPPORT.max);
}
