// The budgets `npm run soak` enforces (printed beside the figures; the run exits 1 when one is missed).
// The first six come from the product's needs: nothing refused or lost, a screen within a second on
// this machine, no memory growth, the staff unharmed by a junk-token flood. The two traffic budgets are
// derived from what the design promises and from the rate limits (functions/src/api/rate-limits.ts,
// docs/security.md "Rate limits in front of the API"):
// - A change costs each screen it concerns (a list of its month, the file itself, figures or a grid of
//   its office) at most one request, and a list one item, never its month (docs/architecture.md#realtime). How many
//   screens a change concerns depends on how many people look at the same month, not on the code: in
//   the soak about 9 of the 30, so refetches per edit (printed) are about 9. The budget is per concerned
//   screen: at most 1 refetch per change that concerns it (coalescing brings it below 1).
// - Requests per staff-minute and the busiest person's requests per minute keep the traffic well under
//   the limits that would refuse it: 60 per staff-minute is 9,000 per 5 minutes for a unit of 30, under
//   half the per-address ceiling (20,000), so two units behind one hospital address still pass; 80 a
//   minute for the busiest is 400 per 5 minutes, 2.5 times under the per-user limit (1,000).

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
  rafraichissements: { nom: 'refetches per concerned screen and change', limite: 1, unite: '' },
  requetesParMinute: { nom: 'requests per staff-minute', limite: 60, unite: '' },
  requetesParMinuteMax: { nom: 'busiest staff member, requests per minute', limite: 80, unite: '' },
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
