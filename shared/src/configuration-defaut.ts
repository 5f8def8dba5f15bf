// docs/product-rules.md#money (default settings, exam types, default zones and slots, holiday periods) and docs/product-rules.md#calls (the initial
// seed is built from the list of offices).
import { BUREAU_NAMES, type BureauRef } from './bureau.ts';
import { entreesConfiguration, type Configuration, type ConfigurationEntry } from './configuration.ts';
import { jourParis, type Jour } from './dates.ts';
import { JOURS_TOUS, joursDesJoursIso, type ZoneSecteur } from './enums.ts';
import { periodesParDefaut } from './periodes.ts';
import { REGLAGES_DEFAUT } from './reglages.ts';
import { TYPES_EXAMEN_DEFAUT } from './types-examen.ts';
import type { Creneau, Zone } from './zones-creneaux.ts';

type NomBureau = (typeof BUREAU_NAMES)[keyof typeof BUREAU_NAMES];
type NomPlage = 'Matin' | 'Après-midi' | 'Soir';
/** Slots of a zone: period name -> [heureDebut, heureFin] in minutes from midnight. */
type Plages = Partial<Record<NomPlage, readonly [number, number]>>;
interface ZoneDefaut {
  id: number;
  nom: string;
  bureau: NomBureau;
  jours: number;
  secteurs: readonly ZoneSecteur[];
}

const MARDI = joursDesJoursIso([2]);

/** docs/product-rules.md#constants default zones, in the spec's order. */
export const ZONES_DEFAUT: readonly ZoneDefaut[] = [
  { id: 10, nom: 'Dépôt', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['sdpo'] },
  { id: 20, nom: '78', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['s78'] },
  { id: 30, nom: '93', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['s93'] },
  { id: 35, nom: '95', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['s95'] },
  { id: 40, nom: 'Poissy', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['sPoi'] },
  { id: 50, nom: '92 + DD', bureau: 'Argenteuil', jours: JOURS_TOUS, secteurs: ['s92', 'sDD'] },
  // Choice: the zone sector enumeration has no Chartres sector, so the Chartres zone has none.
  { id: 60, nom: 'Chartres', bureau: 'Chartres', jours: MARDI, secteurs: [] },
  { id: 70, nom: 'Secteur Nord', bureau: 'Paris Nord', jours: JOURS_TOUS, secteurs: ['sNord'] },
  { id: 80, nom: 'Secteur Sud', bureau: 'Paris Nord', jours: JOURS_TOUS, secteurs: ['sSud'] },
];

const PLAGES_NORD_SUD: Plages = { Matin: [480, 840], 'Après-midi': [840, 1200], Soir: [1200, 1920] };

/** docs/product-rules.md#constants default slots by zone id (minutes from midnight; an end past 1440 is the next morning). */
export const PLAGES_DEFAUT: Readonly<Record<number, Plages>> = {
  10: { Matin: [480, 720], 'Après-midi': [840, 960], Soir: [1200, 1440] },
  20: { Matin: [480, 720], Soir: [1140, 1440] },
  30: { Matin: [480, 840], 'Après-midi': [840, 1140], Soir: [1140, 1920] },
  35: { Matin: [480, 720], 'Après-midi': [720, 960], Soir: [960, 1440] },
  40: { Matin: [600, 720], Soir: [1200, 1320] },
  50: { Matin: [540, 720], 'Après-midi': [720, 900], Soir: [1140, 1440] },
  60: { Matin: [600, 780], 'Après-midi': [840, 960] },
  70: PLAGES_NORD_SUD,
  80: PLAGES_NORD_SUD,
};

/** Office names compare without case, accents or surrounding spaces ('paris nord' is Paris Nord). */
function normaliser(nom: string): string {
  return nom.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * docs/product-rules.md#money: the default zones and slots, built only when the offices Argenteuil, Chartres and Paris Nord
 * all exist; otherwise both lists are empty. Slots take their zone's weekdays and have no validity
 * limit; their ids are 1..n in the spec's order.
 */
export function zonesEtCreneauxParDefaut(bureaux: readonly BureauRef[]): {
  zones: Zone[];
  créneaux: Creneau[];
} {
  const parNom = new Map(bureaux.map((b) => [normaliser(b.nom), b]));
  const bureauDe = (nom: NomBureau) => parNom.get(normaliser(nom));
  if (!Object.values(BUREAU_NAMES).every((nom) => bureauDe(nom) !== undefined))
    return { zones: [], créneaux: [] };
  const zones = ZONES_DEFAUT.map((z) => {
    const bureau = bureauDe(z.bureau) as BureauRef;
    return {
      id: z.id,
      nom: z.nom,
      jours: z.jours,
      secteurs: [...z.secteurs],
      bureau: { id: bureau.id, nom: bureau.nom },
      notes: '',
    };
  });
  const créneaux = ZONES_DEFAUT.flatMap((z) =>
    Object.entries(PLAGES_DEFAUT[z.id] as Plages).map(([nom, [heureDebut, heureFin]]) => ({
      nom,
      heureDebut,
      heureFin,
      zone: z.id,
      jours: z.jours,
    })),
  ).map((c, index) => ({ id: index + 1, dateDebut: null, dateFin: null, ...c }));
  return { zones, créneaux };
}

/** The default configuration as a typed record. `today` (a day number or an instant) picks the holiday years. */
export function configurationParDefaut(bureaux: readonly BureauRef[], today: Jour | Date): Configuration {
  const jour = typeof today === 'number' ? today : jourParis(today);
  return {
    périodesDeTemps: periodesParDefaut(jour),
    ...zonesEtCreneauxParDefaut(bureaux),
    typesDExamen: TYPES_EXAMEN_DEFAUT.map((t) => ({ ...t })),
    réglages: { ...REGLAGES_DEFAUT },
  };
}

/** docs/product-rules.md#calls: the initial seed built from the list of offices: the five `{cle, valeur}` entries. */
export function entreesConfigurationParDefaut(
  bureaux: readonly BureauRef[],
  today: Jour | Date,
): ConfigurationEntry[] {
  return entreesConfiguration(configurationParDefaut(bureaux, today));
}
