// The one computation of a payment split, shared by the daily scheduled handler, its local
// timer, the `npm run repartition` CLI and the administrator's recompute: read the settings (K1) and
// the office's acts examined that day (P3, never the table), apply the shared rule, store (P1).
import { jourParis, type Jour } from '@umj/shared/dates';
import { lireReglages, MESSAGES_REGLAGES, type Reglages } from '@umj/shared/reglages';
import {
  calculerRepartition,
  type AuteurCalcul,
  type CalculRepartition,
  type RepartitionPaiement,
} from '@umj/shared/repartition-paiement';
import { isoDepuisJour } from '@umj/shared/dates';
import { VERSION_INITIALE } from '@umj/shared/version';
import type { AuditEntry } from '../data/audit.ts';
import { avecAuditDeLaRequete } from '../data/audit-requete.ts';
import { listerBureaux } from '../data/bureaux.ts';
import { listerConfiguration } from '../data/configuration.ts';
import { creerRepartition, listerActesDuJour } from '../data/repartitions.ts';
import { ValidationError } from '../errors.ts';

/** The action name of the scheduled computation in the audit trail and the logs. */
export const ACTION_CALCUL_PLANIFIE = 'repartitions/calculer-repartitions';

/** The settings of the configuration (docs/product-rules.md#settings 'Réglages invalides' when they are missing or invalid). */
export async function reglagesCourants(): Promise<
  Pick<Reglages, 'tauxDeParticipationAuxFrais' | 'montantTVA'>
> {
  const configuration = await listerConfiguration();
  const lus = lireReglages(configuration.find((e) => e.cle === 'réglages')?.valeur);
  if (!lus.ok) throw new ValidationError(MESSAGES_REGLAGES.reglagesInvalides, 'réglages');
  return lus.reglages;
}

/**
 * The split of one office and day from its acts examined that day (P3 on GSI3: whichever day they were
 * booked, and only that day's acts are read).
 */
export async function calculerPourBureau(
  bureauId: string,
  jour: Jour,
  reglages: Pick<Reglages, 'tauxDeParticipationAuxFrais' | 'montantTVA'>,
): Promise<CalculRepartition> {
  return calculerRepartition(await listerActesDuJour(bureauId, jour), jour, reglages);
}

/** The day the daily run computes: the Paris day before the (scheduled) instant. */
export function veilleParis(instant: Date): Jour {
  return jourParis(instant) - 1;
}

export interface ResultatCalcul {
  jour: string;
  /** Offices whose split this run created. */
  crees: string[];
  /** Offices whose split already existed (left untouched: recomputing is an administrator's action). */
  existantes: string[];
  /** Offices whose computation failed (the others are computed all the same), with the error. */
  echecs: { bureauId: string; erreur: unknown }[];
}

export interface OptionsCalcul {
  jour: Jour;
  /** Only these offices (default: every office, B1). */
  bureauIds?: readonly string[];
  now: Date;
  /**
   * 'SCHEDULE' (EventBridge, local timer) or 'CLI', recorded in the audit trail; 'SEED' (the local demo
   * data, computed at the first start) is not audited.
   */
  origine: 'SCHEDULE' | 'CLI' | 'SEED';
  /** The settings, when the caller already read them (default: read now, K1). */
  reglages?: Pick<Reglages, 'tauxDeParticipationAuxFrais' | 'montantTVA'>;
}

/**
 * Computes and creates the split of `jour` for each office, once: a split that exists is left as it
 * is (a replayed event or a second run creates nothing twice; P1 Put if not exists decides even
 * between concurrent runs). Each creation is recorded in the audit trail. Each office on its own: one
 * office's failure is listed in `echecs` and the next offices are still computed.
 */
export async function calculerRepartitionsDuJour(options: OptionsCalcul): Promise<ResultatCalcul> {
  const reglages = options.reglages ?? (await reglagesCourants());
  const bureauIds = options.bureauIds ?? (await listerBureaux()).map((b) => b.id);
  const resultat: ResultatCalcul = {
    jour: isoDepuisJour(options.jour),
    crees: [],
    existantes: [],
    echecs: [],
  };
  for (const bureauId of bureauIds) {
    try {
      const cree = await calculerEtCreer(bureauId, options, reglages);
      (cree ? resultat.crees : resultat.existantes).push(bureauId);
    } catch (erreur) {
      resultat.echecs.push({ bureauId, erreur });
    }
  }
  return resultat;
}

async function calculerEtCreer(
  bureauId: string,
  options: OptionsCalcul,
  reglages: Pick<Reglages, 'tauxDeParticipationAuxFrais' | 'montantTVA'>,
): Promise<boolean> {
  const date = isoDepuisJour(options.jour);
  const auteur: AuteurCalcul = { type: 'planification' };
  const calcul = await calculerPourBureau(bureauId, options.jour, reglages);
  const repartition: RepartitionPaiement = {
    bureauId,
    date,
    ...calcul,
    version: VERSION_INITIALE,
    calculeLe: options.now.toISOString(),
    calculePar: auteur,
    historique: [],
  };
  if (options.origine === 'SEED') return creerRepartition(repartition, options.jour);
  // The run's entry is written in the split's own transaction (an existing split: neither is written).
  const entree: AuditEntry = {
    date: options.now.toISOString(),
    utilisateurId: null,
    adresseEmail: null,
    role: null,
    bureauId,
    action: ACTION_CALCUL_PLANIFIE,
    methode: options.origine,
    chemin: date,
    cible: `BUREAU#${bureauId}#REPARTITION#${date}`,
    resultat: 'succès',
    statusCode: 201,
    code: null,
    ip: null,
  };
  return avecAuditDeLaRequete({ ecrite: false, construire: () => entree }, () =>
    creerRepartition(repartition, options.jour),
  );
}
