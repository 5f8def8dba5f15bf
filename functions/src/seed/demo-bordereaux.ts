// Demo bordereaux: for each demo office with billable files (the demo patient files whose
// report is validated with a requisition), up to two requesters get one bordereau each, billing their
// files examined more than DEMO_BORDEREAUX_AGE_MIN_JOURS days ago (at most DEMO_BORDEREAU_MAX_DOSSIERS);
// the office's second bordereau is then cancelled (its files billable again). The more recent validated
// files stay billable, for the demo of a new bordereau. Written through the O2 transaction and the
// cancellation of data/bordereaux.ts, by the office's demo secretariat. Idempotent: an office that
// already has a bordereau this year is left as it is (one O1 Query per office on a later start).
// Argenteuil also gets two validated unbilled files examined 11 and 12 months ago (the billing-limit
// alerts 'proche' and 'depassee' of the list and the menu badge).
import { estFacturable } from '@umj/shared/bordereaux';
import { periodeAlertes } from '@umj/shared/limite-facturation';
import type { RequerantBordereau } from '@umj/shared/bordereaux';
import {
  ajouterMois,
  formatDateFr,
  isoDepuisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  jourParis,
  type Jour,
} from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { Requerant } from '@umj/shared/listes';
import { annulerBordereau, creerBordereau, listerBordereaux } from '../data/bordereaux.ts';
import { creerDossier, prochainIdDossier } from '../data/dossiers.ts';
import { listerDossiersDuBureau } from '../data/dossiers-par-mois.ts';
import { LISTES, lireEntree, type Entree } from '../data/listes.ts';
import { listerUtilisateurs } from '../data/utilisateurs.ts';
import { VersionConflictError } from '../errors.ts';
import { DEMO_ACCOUNTS, DEMO_BUREAUX } from './demo-accounts.ts';

/** Files examined at least this many days ago are billed by the demo bordereaux. */
export const DEMO_BORDEREAUX_AGE_MIN_JOURS = 45;
/** Most files of one demo bordereau. */
export const DEMO_BORDEREAU_MAX_DOSSIERS = 8;
/** How far back the demo looks for billable files (the demo files span 120 days before today). */
const JOURS_EN_ARRIERE = 130;

export interface BordereauxSemes {
  crees: number;
  annules: number;
  /** Validated unbilled files written 11 and 12 months back (the billing-limit alerts of the demo). */
  alertes: number;
}

/** The office whose demo shows the billing-limit alerts (one file 'proche', one 'depassee'). */
export const DEMO_BUREAU_ALERTES = 'argenteuil';
const NOMS_ALERTES = ['LEROY Camille', 'FAURE Julien'] as const;

const JOUR_MS = 86_400_000;

/**
 * Two validated, unbilled files examined 11 months + 10 days and 12 months + 10 days ago (copies of a
 * demo validated file moved back in time, new ids), so that the bordereau list and the menu badge show
 * a 'proche' and a 'depassee' alert. Written only when the alert period of the office has no file at
 * all (one D2 page of one item): idempotent on a later start of the same days.
 */
async function seedAlertesFacturation(
  modele: DossierPatientStocke | undefined,
  aujourdhui: Jour,
  par: { id: string; nomComplet: string },
  now: Date,
): Promise<number> {
  if (!modele || modele.rendezVousDate === null) return 0;
  const { du, au } = periodeAlertes(aujourdhui);
  if ((await listerDossiersDuBureau(DEMO_BUREAU_ALERTES, du, au, { limite: 1 })).dossiers.length > 0)
    return 0;
  let ecrits = 0;
  for (const [i, mois] of [11, 12].entries()) {
    const decalage = ajouterMois(aujourdhui, -mois) - 10 - modele.rendezVousDate;
    const instant = (iso: string | null) =>
      iso === null ? null : new Date(Date.parse(iso) + decalage * JOUR_MS).toISOString();
    const jourIso = (iso: string | null) =>
      iso === null ? null : isoDepuisJour((jourDepuisIso(iso) as Jour) + decalage);
    const examen = modele.examenDate === null ? null : jourDepuisDateFr(modele.examenDate);
    await creerDossier(
      {
        ...modele,
        id: await prochainIdDossier(),
        nom: NOMS_ALERTES[i]!,
        version: 1,
        bordereauNumero: null,
        rendezVousDate: modele.rendezVousDate + decalage,
        examenDate: examen === null ? null : formatDateFr(examen + decalage),
        dateRdvPris: instant(modele.dateRdvPris),
        dateArrivé: instant(modele.dateArrivé),
        dateMail: instant(modele.dateMail),
        dateRemis: instant(modele.dateRemis),
        dateModification: instant(modele.dateModification),
        requisitionDate: jourIso(modele.requisitionDate),
        affaireDate: jourIso(modele.affaireDate),
        photos: [],
        documents: [],
        bureauId: DEMO_BUREAU_ALERTES,
        creeLe: instant(modele.dateRdvPris),
      },
      { quand: now.toISOString(), qui: par, action: 'creation', champs: [] },
    );
    ecrits += 1;
  }
  return ecrits;
}

async function requerant(id: string): Promise<RequerantBordereau | undefined> {
  const e = await lireEntree<Requerant & Entree>(LISTES.requerants, id);
  return (
    e && {
      id: e.id,
      nom: e.nom,
      type: e.type,
      siret: e.siret,
      codeService: e.codeService,
      adresse: e.adresse,
    }
  );
}

/** Billable files of an office examined before `avant`, grouped by requester id (ids in order). */
function parRequerant(
  dossiers: readonly DossierPatientStocke[],
  avant: number,
): Map<string, DossierPatientStocke[]> {
  const groupes = new Map<string, DossierPatientStocke[]>();
  for (const d of dossiers) {
    const examen = d.examenDate === null ? null : jourDepuisDateFr(d.examenDate);
    if (!estFacturable(d) || examen === null || examen > avant || d.requerant === null) continue;
    groupes.set(d.requerant.id, [...(groupes.get(d.requerant.id) ?? []), d]);
  }
  return new Map([...groupes.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

export async function seedDemoBordereaux(now: Date): Promise<BordereauxSemes> {
  const aujourdhui = jourParis(now);
  const date = isoDepuisJour(aujourdhui);
  const annee = Number(date.slice(0, 4));
  const parEmail = new Map((await listerUtilisateurs()).map((u) => [u.adresseEmail, u]));
  const semes: BordereauxSemes = { crees: 0, annules: 0, alertes: 0 };
  for (const bureau of DEMO_BUREAUX) {
    if ((await listerBordereaux(bureau.id, annee)).length > 0) continue;
    const compte = DEMO_ACCOUNTS.find((a) => a.role === 'secretariat' && a.bureauIds.includes(bureau.id));
    const secretaire = compte && parEmail.get(compte.adresseEmail);
    if (!secretaire) continue;
    const par = { id: secretaire.id, nomComplet: secretaire.nomComplet };
    const { dossiers } = await listerDossiersDuBureau(bureau.id, aujourdhui - JOURS_EN_ARRIERE, aujourdhui);
    if (bureau.id === DEMO_BUREAU_ALERTES) {
      const modele = dossiers.find((d) => estFacturable(d) && d.examenDate !== null);
      semes.alertes += await seedAlertesFacturation(modele, aujourdhui, par, now);
    }
    const groupes = [...parRequerant(dossiers, aujourdhui - DEMO_BORDEREAUX_AGE_MIN_JOURS)].slice(0, 2);
    const crees = [];
    for (const [requerantId, fichiers] of groupes) {
      const r = await requerant(requerantId);
      if (!r) continue;
      try {
        crees.push(
          await creerBordereau({
            bureauId: bureau.id,
            annee,
            date,
            requerant: r,
            dossiers: fichiers.slice(0, DEMO_BORDEREAU_MAX_DOSSIERS),
            creePar: par,
            creeLe: now.toISOString(),
          }),
        );
      } catch (error) {
        // Another process seeding at the same time billed these files first: keep its bordereau.
        if (!(error instanceof VersionConflictError)) throw error;
      }
    }
    semes.crees += crees.length;
    const aAnnuler = crees[1];
    if (aAnnuler) {
      await annulerBordereau(aAnnuler, aAnnuler.version, par, now.toISOString());
      semes.annules += 1;
    }
  }
  return semes;
}
