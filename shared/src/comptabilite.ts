// Accounting (`/secretariat/comptabilite`, `/examinateur/comptabilite`): the contract of
// GET /bureaux/{bureauId}/comptabilite?du&au&par and the pure computation behind it.
//
// Rules (docs/api.md "Comptabilité"):
// - Which files count: the acts, i.e. files whose status is Examiné, Rapport en cours or Rapport validé
//   (docs/product-rules.md#statuses ids 30 to 50). RDV pris and Arrivé are not acts yet; Annulé never is (the same set as the
//   payment split of the billing work).
// - The period is the appointment day (rendezVousDate, the day files are indexed under, access pattern
//   D2/D3); the month axis groups by that day's month.
// - Amounts of an act not billed are the file's own by the one VAT rule (argent.ts
//   `montantsEnregistres`: HT = montantHT, TVA = montantTVA computed at save, TTC = HT + TVA; empty = 0).
// - Billed = the file carries a bordereau number (bordereauNumero); each line lists the numbers. A billed
//   act counts the amounts of its line on that bordereau (frozen at billing), so accounting's billed
//   figure is what the bordereaux billed (docs/api.md#comptabilite); the file's own amounts only when
//   the bordereau is not found.
// - Shares: the participation-aux-frais rule of argent.ts applied PER ACT (office share rounded half-up
//   to the cent on each file's HT, the examiner gets the exact remainder), the rule of the payment
//   split, so that accounting and split agree to the cent; office share + examiners' share = HT.
import * as z from 'zod';
import {
  centimes,
  montantsEnregistres,
  MontantHorsBornesError,
  repartitionParticipationAuxFrais,
  type Centimes,
} from './argent.ts';
import type { Bordereau, LigneBordereau } from './bordereaux.ts';
import { dateIsoSchema, isoDepuisJour, jourDepuisIso, type Jour } from './dates.ts';
import type { DossierPatient } from './dossier-patient.ts';
import { STATUT } from './statuts-dossier.ts';

/** Longest period one call covers (a year, leap day included). */
export const PERIODE_COMPTABLE_MAX_JOURS = 366;

export const AXES_COMPTABILITE = ['examinateur', 'requerant', 'typeExamen', 'mois'] as const;
export type AxeComptabilite = (typeof AXES_COMPTABILITE)[number];

export const MESSAGE_PERIODE_TROP_LONGUE = `La période ne doit pas dépasser ${PERIODE_COMPTABLE_MAX_JOURS} jours`;
export const MESSAGE_FIN_AVANT_DEBUT = 'La date de fin doit suivre la date de début';

/** The period fields, for a query schema that adds its own. */
export const CHAMPS_PERIODE = {
  du: dateIsoSchema('Veuillez entrer la date de début'),
  au: dateIsoSchema('Veuillez entrer la date de fin'),
};

/**
 * The period checks of accounting and statistics: both ends ('YYYY-MM-DD', included) in order and at
 * most a year apart (400 on `au` otherwise).
 */
export function avecPeriodeValide<S extends z.ZodType<{ du: string; au: string }>>(schema: S) {
  return schema
    .refine((p) => p.du <= p.au, { path: ['au'], error: MESSAGE_FIN_AVANT_DEBUT })
    .refine(
      (p) => (jourDepuisIso(p.au) as Jour) - (jourDepuisIso(p.du) as Jour) + 1 <= PERIODE_COMPTABLE_MAX_JOURS,
      { path: ['au'], error: MESSAGE_PERIODE_TROP_LONGUE },
    );
}

/** GET /bureaux/{bureauId}/comptabilite query: `du`, `au` (YYYY-MM-DD), `par` (default examinateur). */
export const filtreComptabiliteSchema = avecPeriodeValide(
  z.object({
    ...CHAMPS_PERIODE,
    par: z
      .enum(AXES_COMPTABILITE, {
        error: 'Regroupement invalide (par : examinateur, requerant, typeExamen ou mois)',
      })
      .default('examinateur'),
  }),
);
export type FiltreComptabilite = z.infer<typeof filtreComptabiliteSchema>;

/** The fields of a file the accounting reads. */
export type DossierComptable = Pick<
  DossierPatient,
  | 'id'
  | 'statut'
  | 'rendezVousDate'
  | 'examinateur'
  | 'requerant'
  | 'examenType'
  | 'montantHT'
  | 'montantTVA'
  | 'bordereauNumero'
>;

export interface SommeMontants {
  nombreActes: number;
  ht: Centimes;
  tva: Centimes;
  ttc: Centimes;
}

export interface MontantsComptables {
  total: SommeMontants;
  /** Acts on a bordereau, with the bordereau numbers (sorted, distinct). */
  facture: SommeMontants & { bordereaux: string[] };
  nonFacture: SommeMontants;
  /** Participation aux frais kept by the office (per-act rounding). */
  partBureau: Centimes;
  /** What the examiners are owed: HT - office share. */
  partExaminateurs: Centimes;
}

export interface LigneComptable extends MontantsComptables {
  /** Group key: examiner id, requester id, exam type id, 'AAAA-MM'; '' for "none". */
  cle: string;
  /** Name of the group ('AAAA-MM' for a month; the screen formats it). */
  libelle: string;
}

export interface Comptabilite {
  par: AxeComptabilite;
  tauxDeParticipationAuxFrais: number;
  lignes: LigneComptable[];
  totaux: MontantsComptables;
}

/** The answer of GET /bureaux/{bureauId}/comptabilite. */
export interface ReponseComptabilite extends Comptabilite {
  bureauId: string;
  du: string;
  au: string;
  /** Set when the figures are one examiner's only (an examiner always gets its own). */
  examinateurId: string | null;
}

/** Is this file an act the accounting counts (Examiné, Rapport en cours, Rapport validé)? */
export function estActeComptable(dossier: Pick<DossierPatient, 'statut'>): boolean {
  const statut = dossier.statut?.id ?? STATUT.aucun;
  return statut >= STATUT.examine && statut <= STATUT.rapportValide;
}

export const LIBELLES_SANS_GROUPE: Record<Exclude<AxeComptabilite, 'mois'>, string> = {
  examinateur: 'Sans examinateur',
  requerant: 'Sans requérant',
  typeExamen: "Sans type d'examen",
};

/** The group of a file on an axis: its key and name. */
export function groupeComptable(
  dossier: DossierComptable,
  par: AxeComptabilite,
): { cle: string; libelle: string } {
  switch (par) {
    case 'examinateur':
      return dossier.examinateur
        ? { cle: dossier.examinateur.id, libelle: dossier.examinateur.nomComplet }
        : { cle: '', libelle: LIBELLES_SANS_GROUPE.examinateur };
    case 'requerant':
      return dossier.requerant
        ? { cle: dossier.requerant.id, libelle: dossier.requerant.nom }
        : { cle: '', libelle: LIBELLES_SANS_GROUPE.requerant };
    case 'typeExamen':
      return dossier.examenType
        ? { cle: String(dossier.examenType.id), libelle: dossier.examenType.nom }
        : { cle: '', libelle: LIBELLES_SANS_GROUPE.typeExamen };
    case 'mois': {
      const mois = dossier.rendezVousDate === null ? '' : isoDepuisJour(dossier.rendezVousDate).slice(0, 7);
      return { cle: mois, libelle: mois };
    }
  }
}

function sommeVide(): SommeMontants {
  return { nombreActes: 0, ht: centimes(0), tva: centimes(0), ttc: centimes(0) };
}

export function montantsVides(): MontantsComptables {
  return {
    total: sommeVide(),
    facture: { ...sommeVide(), bordereaux: [] },
    nonFacture: sommeVide(),
    partBureau: centimes(0),
    partExaminateurs: centimes(0),
  };
}

/**
 * The sum of several sets of amounts (bordereau numbers united, sorted), in one pass: a year's acts are
 * tens of thousands, so nothing is copied per act.
 */
export function sommerMontants(liste: readonly MontantsComptables[]): MontantsComptables {
  const somme = () => ({ nombreActes: 0, ht: 0, tva: 0, ttc: 0 });
  const total = somme();
  const facture = somme();
  const nonFacture = somme();
  const numeros = new Set<string>();
  let partBureau = 0;
  let partExaminateurs = 0;
  const cumuler = (cible: ReturnType<typeof somme>, m: SommeMontants) => {
    cible.nombreActes += m.nombreActes;
    cible.ht += m.ht;
    cible.tva += m.tva;
    cible.ttc += m.ttc;
  };
  for (const m of liste) {
    cumuler(total, m.total);
    cumuler(facture, m.facture);
    cumuler(nonFacture, m.nonFacture);
    for (const numero of m.facture.bordereaux) numeros.add(numero);
    partBureau += m.partBureau;
    partExaminateurs += m.partExaminateurs;
  }
  const enCentimes = (x: ReturnType<typeof somme>): SommeMontants => ({
    nombreActes: x.nombreActes,
    ht: totalExact(x.ht, 'montantHT'),
    tva: totalExact(x.tva, 'montantTVA'),
    ttc: totalExact(x.ttc, 'montantHT'),
  });
  return {
    total: enCentimes(total),
    facture: { ...enCentimes(facture), bordereaux: [...numeros].sort() },
    nonFacture: enCentimes(nonFacture),
    partBureau: totalExact(partBureau, 'montantHT'),
    partExaminateurs: totalExact(partExaminateurs, 'montantHT'),
  };
}

/** A total still an exact integer of cents (a 400 MontantHorsBornesError otherwise, never a 500). */
function totalExact(valeur: number, field: string): Centimes {
  if (!Number.isSafeInteger(valeur)) {
    throw new MontantHorsBornesError(field, 'Total hors bornes : un montant est invalide');
  }
  return valeur as Centimes;
}

/** The amounts of a billed line, found by its bordereau number and file id. */
export type LignesFacturees = ReadonlyMap<string, Pick<LigneBordereau, 'montantHT' | 'montantTVA'>>;

function cleLigne(numero: string, dossierId: number): string {
  return `${numero}#${dossierId}`;
}

/** The lines of the bordereaux read for a period's billed acts, by bordereau number and file id. */
export function lignesFacturees(
  bordereaux: readonly Pick<Bordereau, 'numero' | 'lignes'>[],
): LignesFacturees {
  const lignes = new Map<string, Pick<LigneBordereau, 'montantHT' | 'montantTVA'>>();
  for (const b of bordereaux) for (const l of b.lignes) lignes.set(cleLigne(b.numero, l.dossierId), l);
  return lignes;
}

/** The distinct bordereau numbers of the acts among `dossiers` (what the handler reads). */
export function numerosFactures(dossiers: readonly DossierComptable[]): string[] {
  const numeros = new Set<string>();
  for (const d of dossiers) {
    if (estActeComptable(d) && d.bordereauNumero) numeros.add(d.bordereauNumero);
  }
  return [...numeros].sort();
}

/** The sum of two sets of amounts (bordereau numbers united). */
export function ajouterMontants(a: MontantsComptables, b: MontantsComptables): MontantsComptables {
  return sommerMontants([a, b]);
}

/**
 * The amounts of one act (its HT, TVA, TTC, billed or not, and the two shares): a billed act's are its
 * line's on its bordereau when `lignes` has it, else the file's (the one VAT rule).
 */
export function montantsDeLActe(
  dossier: DossierComptable,
  tauxDeParticipationAuxFrais: number,
  lignes: LignesFacturees = new Map(),
): MontantsComptables {
  const numero = dossier.bordereauNumero;
  const facture = numero !== null && numero !== '';
  const ligne = facture ? lignes.get(cleLigne(numero, dossier.id)) : undefined;
  const { ht, tva, ttc } = montantsEnregistres({ ...dossier, ...ligne });
  const somme: SommeMontants = { nombreActes: 1, ht, tva, ttc };
  const parts = repartitionParticipationAuxFrais(ht, tauxDeParticipationAuxFrais);
  return {
    total: somme,
    facture: facture ? { ...somme, bordereaux: [numero] } : { ...sommeVide(), bordereaux: [] },
    nonFacture: facture ? sommeVide() : somme,
    partBureau: parts.bureau,
    partExaminateurs: parts.examinateur,
  };
}

/** Lines in display order: months ascending, other axes by name (French collation), "none" last. */
function ordonner(lignes: LigneComptable[], par: AxeComptabilite): LigneComptable[] {
  const rang = (cle: string) => (cle === '' ? 1 : 0);
  return lignes.sort((a, b) => {
    const sansValeur = rang(a.cle) - rang(b.cle);
    if (sansValeur !== 0 || par === 'mois') return sansValeur || a.cle.localeCompare(b.cle);
    return a.libelle.localeCompare(b.libelle, 'fr') || a.cle.localeCompare(b.cle);
  });
}

/**
 * The accounting of a set of files on one axis: one line per group of acts (files that are not acts
 * are ignored), and the totals, which are the exact sums of the lines.
 */
export function calculerComptabilite(
  dossiers: readonly DossierComptable[],
  options: { par: AxeComptabilite; tauxDeParticipationAuxFrais: number; lignes?: LignesFacturees },
): Comptabilite {
  const groupes = new Map<string, { cle: string; libelle: string; actes: MontantsComptables[] }>();
  for (const dossier of dossiers) {
    if (!estActeComptable(dossier)) continue;
    const groupe = groupeComptable(dossier, options.par);
    let entree = groupes.get(groupe.cle);
    if (entree === undefined) {
      entree = { ...groupe, actes: [] };
      groupes.set(groupe.cle, entree);
    }
    entree.actes.push(montantsDeLActe(dossier, options.tauxDeParticipationAuxFrais, options.lignes));
  }
  const lignes = [...groupes.values()].map(({ cle, libelle, actes }) => ({
    cle,
    libelle,
    ...sommerMontants(actes),
  }));
  const totaux = sommerMontants(lignes);
  return {
    par: options.par,
    tauxDeParticipationAuxFrais: options.tauxDeParticipationAuxFrais,
    lignes: ordonner(lignes, options.par),
    totaux,
  };
}

/**
 * Several offices' accounting on the same axis as one (the screen's office selection): lines of the
 * same key are added (an examiner or requester working for two offices is one line).
 */
export function fusionnerComptabilites(parts: readonly Comptabilite[], par: AxeComptabilite): Comptabilite {
  const groupes = new Map<string, LigneComptable>();
  let totaux = montantsVides();
  for (const part of parts) {
    for (const ligne of part.lignes) {
      const courante = groupes.get(ligne.cle);
      groupes.set(ligne.cle, courante ? { ...courante, ...ajouterMontants(courante, ligne) } : ligne);
    }
    totaux = ajouterMontants(totaux, part.totaux);
  }
  return {
    par,
    tauxDeParticipationAuxFrais: parts[0]?.tauxDeParticipationAuxFrais ?? 0,
    lignes: ordonner([...groupes.values()], par),
    totaux,
  };
}
