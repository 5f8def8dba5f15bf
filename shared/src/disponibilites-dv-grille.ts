// The duty grid answer of one office and the conflicts the secretariat sees (two doctors confirmed in one
// slot-day, one doctor confirmed twice at the same time, a slot-day soon without anyone confirmed).
import { instantParis, type Jour } from './dates.ts';
import {
  DISPO,
  grilleExaminateur,
  jourExclu,
  plageCreneau,
  statutEffectif,
  type Disponibilite,
  type LigneGrille,
} from './disponibilites.ts';
import {
  disponibiliteParDefaut,
  vueDisponibiliteDv,
  type Appelant,
  type CelluleGrilleDv,
  type ConflitGrille,
  type DisponibiliteDvStockee,
  type GrilleDv,
} from './disponibilites-dv-api.ts';
import { inGroup } from './roles.ts';

/** Items grouped by a key, in their order. */
function grouper<T>(items: readonly T[], cle: (item: T) => string): Map<string, T[]> {
  const groupes = new Map<string, T[]>();
  for (const item of items) {
    const k = cle(item);
    const groupe = groupes.get(k);
    if (groupe) groupe.push(item);
    else groupes.set(k, [item]);
  }
  return groupes;
}

function versDisponibilite(d: DisponibiliteDvStockee): Disponibilite {
  return { ...d, id: d.version };
}

/**
 * The grid answer of one office: per row (`lignesGrille`, in the grid's slot order) and day, whether
 * the slot-day is excluded and the availabilities with their effective status and `modifiable` for
 * the caller. A doctor sees its own cells only, one per slot-day (`grilleExaminateur`: a default
 * when none, an emptied cell when the data is ambiguous); the secretariat sees every examiner's.
 */
export function construireGrilleDv(params: {
  bureauId: string;
  lignes: readonly LigneGrille[];
  jours: readonly Jour[];
  disponibilites: readonly DisponibiliteDvStockee[];
  appelant: Appelant & { nomComplet: string };
  examinateurs: readonly DisponibiliteDvStockee['examinateur'][];
  today: Jour;
  now: Date;
}): GrilleDv {
  const { bureauId, lignes, jours, disponibilites, appelant, today } = params;
  const secretariat = inGroup(appelant.role, 'anySecretariat');
  const vue = (d: DisponibiliteDvStockee, exclu: boolean) =>
    vueDisponibiliteDv({ disponibilite: d, appelant, exclu, today });
  const entete = {
    bureauId,
    jours: [...jours],
    aujourdhui: today,
  };
  if (secretariat) {
    const parCellule = grouper(disponibilites, (d) => `${d.créneauId}#${d.date}`);
    const ordre = new Intl.Collator('fr');
    return {
      ...entete,
      examinateurs: [...params.examinateurs],
      conflits: conflitsGrille({ lignes, jours, disponibilites, now: params.now }),
      lignes: lignes.map((ligne) => ({
        ...ligne,
        cellules: jours.map((jour) => {
          const exclu = jourExclu(ligne.zone, ligne.creneau, jour);
          const ici = [...(parCellule.get(`${ligne.creneau.id}#${jour}`) ?? [])].sort((a, b) =>
            ordre.compare(a.examinateur.nomComplet, b.examinateur.nomComplet),
          );
          return { jour, exclu, disponibilites: ici.map((d) => vue(d, exclu)) };
        }),
      })),
    };
  }
  const moi = { id: appelant.id, nomComplet: appelant.nomComplet };
  const miennes = disponibilites.filter((d) => d.examinateur.id === appelant.id);
  const grille = grilleExaminateur({
    lignes,
    jours,
    disponibilites: miennes.map(versDisponibilite),
    examinateur: moi,
  });
  return {
    ...entete,
    examinateurs: [moi],
    conflits: [],
    lignes: grille.map(({ ligne, cellules }) => ({
      ...ligne,
      cellules: cellules.map((c): CelluleGrilleDv => {
        if (c.exclu || c.disponibilite === null) return { jour: c.jour, exclu: c.exclu, disponibilites: [] };
        const stockee =
          miennes.find((d) => d.créneauId === ligne.creneau.id && d.date === c.jour) ??
          disponibiliteParDefaut({ bureauId, créneauId: ligne.creneau.id, date: c.jour, examinateur: moi });
        return { jour: c.jour, exclu: false, disponibilites: [vue(stockee, false)] };
      }),
    })),
  };
}

/** Statuses that put a doctor on duty (a confirmation by the secretariat). */
export function estConfirme(
  d: Pick<DisponibiliteDvStockee, 'choixExaminateur' | 'choixSecretariat'>,
): boolean {
  const statut = statutEffectif(d);
  return statut === DISPO.confirmeProvisoire || statut === DISPO.confirmeDefinitif;
}

/** Hours ahead within which a zone-slot without anyone confirmed is flagged. */
export const HORIZON_SANS_CONFIRME_HEURES = 48;

/**
 * Conflicts of a grid, over the rows and days given (several offices at once on the
 * screen): two doctors confirmed in one zone-slot-day; one doctor confirmed on two slot-days whose
 * times overlap (in two zones, or two slots of one zone; each side is reported); a slot-day not
 * excluded, not over, starting within the next 48 hours, without anyone confirmed. Times are Paris
 * wall-clock times turned into instants (`instantParis`, so a DST night counts its real length).
 */
export function conflitsGrille(params: {
  lignes: readonly LigneGrille[];
  jours: readonly Jour[];
  disponibilites: readonly Pick<
    DisponibiliteDvStockee,
    'créneauId' | 'date' | 'examinateur' | 'choixExaminateur' | 'choixSecretariat'
  >[];
  now: Date;
}): ConflitGrille[] {
  const { lignes, jours, disponibilites, now } = params;
  const ligneParCreneau = new Map(lignes.map((l) => [l.creneau.id, l]));
  const confirmees = disponibilites.filter(
    (d) => jours.includes(d.date) && ligneParCreneau.has(d.créneauId) && estConfirme(d),
  );
  const plages = new Map<string, { debut: number; fin: number }>();
  const plage = (créneauId: number, jour: Jour) => {
    const cle = `${créneauId}#${jour}`;
    let p = plages.get(cle);
    if (p === undefined) {
      const { debut, fin } = plageCreneau((ligneParCreneau.get(créneauId) as LigneGrille).creneau);
      p = { debut: instantParis(jour, debut).getTime(), fin: instantParis(jour, fin).getTime() };
      plages.set(cle, p);
    }
    return p;
  };
  const parCellule = grouper(confirmees, (d) => `${d.créneauId}#${d.date}`);
  const parExaminateur = grouper(confirmees, (d) => d.examinateur.id);
  const horizon = now.getTime() + HORIZON_SANS_CONFIRME_HEURES * 3_600_000;
  const conflits: ConflitGrille[] = [];
  for (const { creneau, zone } of lignes) {
    for (const jour of jours) {
      if (jourExclu(zone, creneau, jour)) continue;
      const ici = parCellule.get(`${creneau.id}#${jour}`) ?? [];
      const noms = ici.map((d) => d.examinateur.nomComplet);
      if (ici.length > 1) {
        conflits.push({
          type: 'doubleConfirmation',
          créneauId: creneau.id,
          jour,
          examinateurs: noms,
          message: `Plusieurs médecins confirmés : ${noms.join(', ')}`,
        });
      }
      const { debut, fin } = plage(creneau.id, jour);
      if (ici.length === 0 && fin > now.getTime() && debut < horizon) {
        conflits.push({
          type: 'sansConfirme',
          créneauId: creneau.id,
          jour,
          examinateurs: [],
          message: 'Aucun médecin confirmé dans les prochaines 48 heures',
        });
      }
      for (const d of ici) {
        for (const autre of parExaminateur.get(d.examinateur.id) as typeof confirmees) {
          if (autre.créneauId === d.créneauId && autre.date === d.date) continue;
          const p = plage(autre.créneauId, autre.date);
          if (p.debut < fin && debut < p.fin) {
            const autreLigne = ligneParCreneau.get(autre.créneauId) as LigneGrille;
            conflits.push({
              type: 'chevauchement',
              créneauId: creneau.id,
              jour,
              examinateurs: [d.examinateur.nomComplet],
              autre: { créneauId: autre.créneauId, jour: autre.date },
              message: `${d.examinateur.nomComplet} est aussi confirmé en même temps : ${autreLigne.zone.nom} ${autreLigne.creneau.nom}`,
            });
          }
        }
      }
    }
  }
  return conflits;
}
