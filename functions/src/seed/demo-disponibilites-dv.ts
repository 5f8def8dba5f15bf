// Demo data: four weeks of duty-grid availabilities (two before today, two from today) for the
// doctors of each demo office, on the office's default zones and slots of docs/product-rules.md#constants (the configuration
// seed). Per slot-day one doctor is on duty, taken in turn among those not on duty elsewhere at that
// time (none free: the slot stays open): past days Garde Finie, this week Confirmé !, next week
// Confirmé ? on every other day and otherwise only wished, so the secretariat has something to
// confirm; the other doctors state Disponible, Souhaité or Non Disponible in turn. Today and tomorrow
// the demo account's doctor comes first (the visit requests of Paris Nord propose it); one slot
// tomorrow is left without a confirmed doctor and one slot in five days gets two (the screen's
// conflicts). Idempotent: a day of an office that already has availabilities is left as it is (a later
// run only adds the days that moved into the window).
import { jourParis, MINUTES_PAR_JOUR, type Jour } from '@umj/shared/dates';
import {
  DISPO,
  jourExclu,
  lignesGrille,
  plageCreneau,
  type StatutDisponibilite,
} from '@umj/shared/disponibilites';
import type { DisponibiliteDvStockee } from '@umj/shared/disponibilites-dv-api';
import { CONFIGURATION_VALUE_SCHEMAS } from '@umj/shared/configuration';
import { VERSION_INITIALE } from '@umj/shared/version';
import { listerConfiguration } from '../data/configuration.ts';
import { itemDisponibiliteDv, listerDisponibilitesDv } from '../data/disponibilites-dv.ts';
import { listerMembresBureau } from '../data/utilisateurs.ts';
import { DEMO_ACCOUNTS, DEMO_BUREAUX } from './demo-accounts.ts';
import { ecrireParLots } from './demo-dossiers.ts';

/** Days before today and from today that the demo grid covers. */
export const DEMO_DV_JOURS_AVANT = 14;
export const DEMO_DV_JOURS_APRES = 14;

type Medecin = DisponibiliteDvStockee['examinateur'];

/** The demo availabilities of one office (pure: the seed and its test build them the same way). */
export function disponibilitesDvDemo(params: {
  bureauId: string;
  lignes: ReturnType<typeof lignesGrille>;
  /** The office's doctors, the demo account's first. */
  medecins: readonly Medecin[];
  aujourdhui: Jour;
  now: Date;
}): DisponibiliteDvStockee[] {
  const { bureauId, lignes, medecins, aujourdhui, now } = params;
  if (medecins.length === 0) return [];
  const resultat: DisponibiliteDvStockee[] = [];
  const ecrire = (
    créneauId: number,
    date: Jour,
    examinateur: Medecin,
    choixExaminateur: StatutDisponibilite,
    choixSecretariat: StatutDisponibilite,
  ) =>
    resultat.push({
      bureauId,
      créneauId,
      date,
      examinateur,
      choixExaminateur,
      choixSecretariat,
      version: VERSION_INITIALE,
      modifiePar: 'système',
      modifieLe: now.toISOString(),
    });
  /** Per doctor, the wall-clock ranges (absolute minutes) of its duties: nobody is on duty twice at once. */
  const occupe = new Map<string, { debut: number; fin: number }[]>(medecins.map((m) => [m.id, []]));
  const libre = (m: Medecin, p: { debut: number; fin: number }) =>
    (occupe.get(m.id) as { debut: number; fin: number }[]).every((o) => o.fin <= p.debut || p.fin <= o.debut);
  for (let ecart = -DEMO_DV_JOURS_AVANT; ecart < DEMO_DV_JOURS_APRES; ecart++) {
    const date = aujourdhui + ecart;
    lignes.forEach(({ creneau, zone }, rang) => {
      if (jourExclu(zone, creneau, date)) return;
      const plage = plageCreneau(creneau);
      const p = { debut: date * MINUTES_PAR_JOUR + plage.debut, fin: date * MINUTES_PAR_JOUR + plage.fin };
      // Today and tomorrow the demo account's doctor first; otherwise in turn.
      const depart = ecart === 0 || ecart === 1 ? 0 : (rang + date) % medecins.length;
      const ordre = medecins.map((_, i) => medecins[(depart + i) % medecins.length] as Medecin);
      const sansGarde = ecart === 1 && rang === lignes.length - 1;
      const [garde, second] = sansGarde ? [] : ordre.filter((m) => libre(m, p));
      const double = ecart === 5 && rang === 0 ? second : undefined;
      for (const m of [garde, double]) if (m) occupe.get(m.id)?.push(p);
      for (const medecin of ordre) {
        if (medecin === garde) {
          if (ecart < 0) ecrire(creneau.id, date, medecin, DISPO.gardeFinie, DISPO.confirmeDefinitif);
          else if (ecart < 7) ecrire(creneau.id, date, medecin, DISPO.souhaite, DISPO.confirmeDefinitif);
          else if (date % 2 === 0)
            ecrire(creneau.id, date, medecin, DISPO.souhaite, DISPO.confirmeProvisoire);
          else ecrire(creneau.id, date, medecin, DISPO.souhaite, DISPO.nonDisponible);
        } else if (medecin === double) {
          ecrire(creneau.id, date, medecin, DISPO.disponible, DISPO.confirmeProvisoire);
        } else {
          // The others in turn: Disponible, Souhaité, Non Disponible (not written: the default).
          const choix = [DISPO.disponible, DISPO.souhaite, null][
            (rang + date + medecins.indexOf(medecin)) % 3
          ];
          if (choix) ecrire(creneau.id, date, medecin, choix, DISPO.nonDisponible);
        }
      }
    });
  }
  return resultat;
}

/** Writes the demo grid of the days of every demo office that have none; answers the items written. */
export async function seedDemoDisponibilitesDv(now: Date): Promise<number> {
  const aujourdhui = jourParis(now);
  const configuration = await listerConfiguration();
  const valeur = (cle: 'zones' | 'créneaux') => configuration.find((e) => e.cle === cle)?.valeur ?? [];
  const zones = CONFIGURATION_VALUE_SCHEMAS.zones.safeParse(valeur('zones')).data ?? [];
  const creneaux = CONFIGURATION_VALUE_SCHEMAS.créneaux.safeParse(valeur('créneaux')).data ?? [];
  let ecrits = 0;
  for (const bureau of DEMO_BUREAUX) {
    const du = aujourdhui - DEMO_DV_JOURS_AVANT;
    const au = aujourdhui + DEMO_DV_JOURS_APRES - 1;
    const joursEcrits = new Set((await listerDisponibilitesDv(bureau.id, du, au)).map((d) => d.date));
    const compte = DEMO_ACCOUNTS.find((a) => a.role === 'medecin' && a.bureauIds.includes(bureau.id));
    const medecins = (await listerMembresBureau(bureau.id, 'medecin'))
      .filter((m) => m.actif)
      .sort(
        (a, b) =>
          Number(b.adresseEmail === compte?.adresseEmail) - Number(a.adresseEmail === compte?.adresseEmail) ||
          a.nomComplet.localeCompare(b.nomComplet, 'fr'),
      )
      .map((m) => ({ id: m.utilisateurId, nomComplet: m.nomComplet }));
    const items = disponibilitesDvDemo({
      bureauId: bureau.id,
      lignes: lignesGrille(creneaux, zones, [bureau.id]),
      medecins,
      aujourdhui,
      now,
    }).filter((d) => !joursEcrits.has(d.date));
    await ecrireParLots(items.map(itemDisponibiliteDv));
    ecrits += items.length;
  }
  return ecrits;
}
