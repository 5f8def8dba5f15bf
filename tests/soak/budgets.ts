// The budgets `npm run soak` enforces (printed beside the figures; the run exits 1 when one is missed).
// The first six come from the product's needs: nothing refused or lost, a screen within a second on
// this machine, no memory growth, the staff unharmed by a junk-token flood. The two traffic budgets are
// derived from the scenario: a staff member acts every 4 s on average (15 actions a minute), an action
// costs about 1.3 requests (an edit reads then saves; a list is one page for a unit's month), so ~20
// requests a minute are the person's own; refetches on change signals may add at most half as much
// again, hence 30 requests per staff-minute (a unit of 30 behind one address: 900 a minute, 4,500 per
// 5 minutes, what the per-address ceiling must stay above). Edits and creations come at ~3 per
// staff-minute on average, so refetches within that third (10 a minute) mean at most ~3 per edit: a
// change must cost the other screens an item, not their whole month.

export interface BudgetSoak {
  nom: string;
  limite: number;
  unite: string;
}

export const BUDGETS_SOAK = {
  erreursServeur: { nom: '5xx answers (staff and flood)', limite: 0, unite: '' },
  refus429: { nom: '429 answers to the staff', limite: 0, unite: '' },
  editionsPerdues: { nom: 'lost edits (acknowledged, missing at the end)', limite: 0, unite: '' },
  p95Liste: { nom: 'month list p95', limite: 1000, unite: 'ms' },
  p95Enregistrement: { nom: 'file save p95', limite: 1000, unite: 'ms' },
  memoire: { nom: 'server RSS after the run / after warm-up', limite: 1.3, unite: '×' },
  rafraichissements: { nom: 'refetches per edit', limite: 3, unite: '' },
  requetesParMinute: { nom: 'requests per staff-minute', limite: 30, unite: '' },
  flood: { nom: 'staff p95 during the flood / before it', limite: 1.5, unite: '×' },
} as const satisfies Record<string, BudgetSoak>;

export type NomBudget = keyof typeof BUDGETS_SOAK;

export interface Resultat {
  budget: BudgetSoak;
  mesure: number;
  /** Not measured (e.g. --sans-flood): printed, not failed. */
  absent: boolean;
  manque: boolean;
}

export function evaluer(mesures: Record<NomBudget, number | null>): Resultat[] {
  return (Object.keys(BUDGETS_SOAK) as NomBudget[]).map((nom) => {
    const budget = BUDGETS_SOAK[nom];
    const mesure = mesures[nom];
    const absent = mesure === null;
    return { budget, mesure: mesure ?? NaN, absent, manque: !absent && !(mesure <= budget.limite) };
  });
}

export function formater(valeur: number, unite: string): string {
  if (Number.isNaN(valeur)) return '-';
  const texte = Number.isInteger(valeur) ? String(valeur) : valeur.toFixed(unite === 'ms' ? 0 : 2);
  return unite ? `${texte} ${unite}` : texte;
}
