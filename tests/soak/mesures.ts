// What the soak records: every request (who sent it, why, its answer and time), the edits acknowledged
// per shared file, and the server's memory; then the figures derived from them.
import { percentile } from '../bench/report.ts';

/** Why a request was sent: a staff member's own action, a refetch on a change signal, the flood. */
export type Origine = 'action' | 'rafraichissement' | 'flood' | 'preparation';

export interface Mesure {
  /** The call, e.g. 'month list', 'file save'. */
  appel: string;
  origine: Origine;
  status: number;
  ms: number;
  /** Milliseconds since the start of the run. */
  t: number;
}

export class Journal {
  readonly mesures: Mesure[] = [];
  readonly debut = performance.now();
  /** Edits acknowledged by a 200, by file id: the token each wrote into the notes. */
  readonly editionsAcquittees = new Map<number, string[]>();
  conflits = 0;
  editionsAbandonnees = 0;
  creations = 0;
  signauxRecus = 0;
  /** Changes that concerned the screen a staff member showed (one per change and screen). */
  ecransConcernes = 0;

  maintenant(): number {
    return performance.now() - this.debut;
  }

  noter(appel: string, origine: Origine, status: number, ms: number): void {
    this.mesures.push({ appel, origine, status, ms, t: this.maintenant() - ms });
  }

  acquitter(dossierId: number, jeton: string): void {
    const jetons = this.editionsAcquittees.get(dossierId) ?? [];
    jetons.push(jeton);
    this.editionsAcquittees.set(dossierId, jetons);
  }

  editions(): number {
    return [...this.editionsAcquittees.values()].reduce((n, j) => n + j.length, 0);
  }
}

export function p95(mesures: readonly Mesure[]): number {
  return percentile(
    mesures.map((m) => m.ms),
    95,
  );
}

export const estErreurServeur = (m: Mesure) => m.status >= 500 || m.status === 0;

export interface Chiffres {
  requetesPersonnel: number;
  erreursServeurPersonnel: number;
  erreursServeurFlood: number;
  refus429: number;
  p95Liste: number;
  p95Enregistrement: number;
  rafraichissementsParEdition: number;
  /** Screens concerned per edit or creation (how many people looked at what changed). */
  ecransConcernesParEdition: number;
  /** Refetches per change and screen it concerned: the budgeted one. */
  rafraichissementsParEcranConcerne: number;
  requetesParMinutePersonnel: number;
  /** The busiest staff member's requests per minute (the per-user limit's basis). */
  requetesParMinuteMax: number;
  p95SansFlood: number;
  p95PendantFlood: number;
  floodRecus: number;
  floodStatuts: string;
  erreursParAppel: string;
}

export function chiffres(
  journal: Journal,
  parPersonne: readonly number[],
  minutes: number,
  fenetres: { sansFlood: [number, number]; flood: [number, number] | null },
): Chiffres {
  const personnel = journal.mesures.filter((m) => m.origine === 'action' || m.origine === 'rafraichissement');
  const flood = journal.mesures.filter((m) => m.origine === 'flood');
  const dans = ([a, b]: [number, number]) => personnel.filter((m) => m.t >= a && m.t < b);
  const statuts = new Map<number, number>();
  for (const m of flood) statuts.set(m.status, (statuts.get(m.status) ?? 0) + 1);
  const ecritures = journal.editions() + journal.creations;
  const rafraichissements = personnel.filter((m) => m.origine === 'rafraichissement').length;
  const erreurs = new Map<string, number>();
  for (const m of journal.mesures.filter(estErreurServeur)) {
    const cle = `${m.appel} ${m.status}`;
    erreurs.set(cle, (erreurs.get(cle) ?? 0) + 1);
  }
  return {
    requetesPersonnel: personnel.length,
    erreursServeurPersonnel: journal.mesures.filter((m) => m.origine !== 'flood' && estErreurServeur(m))
      .length,
    erreursServeurFlood: flood.filter(estErreurServeur).length,
    refus429: journal.mesures.filter((m) => m.origine !== 'flood' && m.status === 429).length,
    p95Liste: p95(personnel.filter((m) => m.appel === 'month list')),
    p95Enregistrement: p95(personnel.filter((m) => m.appel === 'file save')),
    rafraichissementsParEdition: rafraichissements / Math.max(1, ecritures),
    ecransConcernesParEdition: journal.ecransConcernes / Math.max(1, ecritures),
    rafraichissementsParEcranConcerne: rafraichissements / Math.max(1, journal.ecransConcernes),
    requetesParMinutePersonnel: personnel.length / Math.max(1, parPersonne.length) / minutes,
    requetesParMinuteMax: Math.max(0, ...parPersonne) / minutes,
    p95SansFlood: p95(dans(fenetres.sansFlood)),
    p95PendantFlood: fenetres.flood ? p95(dans(fenetres.flood)) : NaN,
    floodRecus: flood.length,
    floodStatuts: [...statuts.entries()].map(([s, n]) => `${s}×${n}`).join(', ') || '-',
    erreursParAppel: [...erreurs.entries()].map(([c, n]) => `${c} ×${n}`).join(', ') || '-',
  };
}
