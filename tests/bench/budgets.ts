// The budgets `npm run bench` enforces, in one place. Each limit sits just above the figure
// measured when it was set (the comment gives that figure and where it comes from), so that a change
// that makes a handler, a list call or the SPA notably heavier fails the bench: raise a limit only
// with the reason in the commit. The bench prints every figure beside its limit and exits 1 when one is
// over (bench/run.ts). Measured 2026-11 on the shared 2-core machine (Node 22, DynamoDB Local).

export interface Budget {
  limit: number;
  unit:
    | 'KB'
    | '×'
    | 'handlers'
    | 'requests'
    | 'items'
    | 'items/file'
    | 'items/availability'
    | 'score'
    | 'ms'
    | 'files'
    | 'entries';
  /** The figure must be at least the limit (a score), not at most. */
  atLeast?: boolean;
}

const kb = (limit: number): Budget => ({ limit, unit: 'KB' });

/** The five daily screens the interface part measures (bench/interface.ts). */
export const ECRANS_QUOTIDIENS = [
  '/signin',
  'patient-file list',
  'agenda',
  'visit requests',
  'duty grid',
] as const;
export type EcranQuotidien = (typeof ECRANS_QUOTIDIENS)[number];

/** One budget per daily screen, named `Lighthouse <preset> <screen>: <figure>`. */
const parEcran = <P extends string, F extends string>(
  preset: P,
  figure: F,
  budget: Budget,
  ecrans: readonly EcranQuotidien[] = ECRANS_QUOTIDIENS,
) =>
  Object.fromEntries(ecrans.map((e) => [`Lighthouse ${preset} ${e}: ${figure}`, budget])) as Record<
    `Lighthouse ${P} ${EcranQuotidien}: ${F}`,
    Budget
  >;

/** The interactions of bench/interactions.ts, each at most 200 ms at the 75th percentile of its tries. */
export const INTERACTIONS_BUDGETEES = [
  'search letter',
  'file opened',
  'status moved',
  'agenda week',
  'offices changed',
  'notifications opened',
] as const;
const inp = Object.fromEntries(
  INTERACTIONS_BUDGETEES.map((i) => [`INP (CPU 4×) ${i}: p75`, { limit: 200, unit: 'ms' }]),
) as Record<`INP (CPU 4×) ${(typeof INTERACTIONS_BUDGETEES)[number]}: p75`, Budget>;

export const BUDGETS = {
  // Handlers (bench/handlers.ts), as a ratio to a bare DynamoDBDocumentClient bundled the same way
  // (157.8 KB gzip, cold import ~72 ms on the machine of the figures).
  /** Largest handler bundle (gzip) / bare client: 6.49 measured (bordereaux/get-bordereau-pdf: pdfkit). */
  'handler bundle, largest / bare DocumentClient': { limit: 6.8, unit: '×' },
  /** Median handler bundle / bare client: 1.35 measured (the shared domain, zod, middy, jose). */
  'handler bundle, median / bare DocumentClient': { limit: 1.45, unit: '×' },
  /**
   * Median handler cold import / bare client (median of 5): 1.76 and 2.22 measured in two runs on a
   * loaded 2-core machine (single handlers ranged 1.05-8 there: only the median is budgeted, every
   * figure is printed).
   */
  'handler cold import, median / bare DocumentClient': { limit: 3, unit: '×' },
  /** A handler whose bundle does not import in a fresh Node process: 0. */
  'handlers that fail to import': { limit: 0, unit: 'handlers' },

  // DynamoDB requests (reads and writes) and items read per call, counted by the proxy in front of
  // DynamoDB Local (bench/counting-proxy.ts). Every authenticated call also reads its session and user
  // (one BatchGetItem) and may note the session's activity (one PutItem).
  /** The session and user: 1 request (BatchGetItem) measured. */
  'GET /v1/utilisateurs/moi: requests': { limit: 2, unit: 'requests' },
  /** Session + one Query of the offices: 2 requests measured. */
  'GET /v1/bureaux: requests': { limit: 3, unit: 'requests' },
  /** 3 offices + the user: 4 items measured. */
  'GET /v1/bureaux: items read': { limit: 5, unit: 'items' },
  /** Session + one Query of the configuration entries: 2 requests measured. */
  'GET /v1/configuration: requests': { limit: 3, unit: 'requests' },
  /**
   * The 20,000-file office's month, 4 pages of 500 (bench/dossiers.ts): 12 requests measured, then 16
   * with the tamper-evident audit (each page is audited, and appending to the day's hash
   * chain reads its last entry, one Query, before the Put).
   */
  'patient files, month list: requests': { limit: 17, unit: 'requests' },
  /** Items read per file returned by the month list: 1.00 measured (the Query reads what it answers). */
  'patient files, month list: items read per file': { limit: 1.1, unit: 'items/file' },
  /**
   * The list's status filter at 20,000 files in one month (bench/dossiers-filtres.ts, GSI4; the
   * pseudo-status merges three partitions): at most 2 items read per file returned by design
   * (docs/data-model.md#list-indexes); the worst of Annulé, Examiné ou Rapport... and RDV pris.
   */
  'patient files, status filter at 20,000 files a month: items read per file': {
    limit: 2,
    unit: 'items/file',
  },
  /** The name search (nom, GSI5 begins_with) at 20,000 files in one month: at most 2 by design. */
  'patient files, name search at 20,000 files a month: items read per file': { limit: 2, unit: 'items/file' },
  /** Items read per file of one examiner's month (GSI1): 1.00 measured. */
  'patient files, one examiner: items read per file': { limit: 1.1, unit: 'items/file' },
  /** Agenda week (the examiner's files + hours): 7 requests measured, 8 with the audit chain's head read. */
  'patient files, agenda week: requests': { limit: 9, unit: 'requests' },
  /**
   * A file save with a requester and requisition number (bench/dossiers.ts): its duplicate lookup is one
   * Query of the requisition's index items (docs/data-model.md R1), beside the attachments', the
   * configuration's and the audit's Queries. Not yet measured when set: the limit is the count the code
   * makes (4) plus one.
   */
  'patient file save with a requisition: Query requests': { limit: 5, unit: 'requests' },
  /**
   * Statistics of a year of the 20,000-file office (bench/statistiques.ts): 11 requests measured on the
   * first call (the session's BatchGet, 8 Queries of the month roll-ups and edge days, a missing day's
   * TransactWrite, the audit entry's Put), 51 items read, 71.5 RCU. The limit is the 13 reads an
   * office's year may cost (docs/data-model.md#aggregates).
   */
  'statistiques, a year: requests': { limit: 13, unit: 'requests' },
  /** Duty grid of the 3 offices, 7 days (bench/disponibilites-dv.ts): 2,788 items for 2,760, 1.01. */
  'duty grid: items read per availability (3 offices)': { limit: 1.1, unit: 'items/availability' },
  /**
   * Payment split of one day with 100,000 files in the table (bench/repartitions.ts): 4 requests (the
   * configuration, the day's acts, the split, its audit entry), measured 2026-11-26 with 93 acts.
   */
  'payment split of a day: requests': { limit: 6, unit: 'requests' },
  /**
   * Its items read per act of that day (the files examined that day, GSI3; the 5 configuration entries
   * besides): 98 for 93 acts, 1.05, measured 2026-11-26 (never proportional to the table).
   */
  'payment split of a day: items read per file': { limit: 1.1, unit: 'items/file' },

  // Audit (bench/audit.ts): the verification of 31 days of 6,000 entries a day, sealed.
  /**
   * Its slowest call. API Gateway cuts a call at 29 s: 31 days in one call did not answer within it
   * (the local handler's 29 s timeout, 2026-11-29); in pages of one day's periods, 31 calls, the slowest
   * 1,563 ms, 28.5 s in all (2026-11-29, 2-core machine shared). The limit keeps a call under a third of
   * API Gateway's, room for S3's latency on AWS.
   */
  'audit verification of 31 days: slowest call': { limit: 10_000, unit: 'ms' },
  /** Every entry of the 31 days verified (page after page): 0 left. */
  'audit verification of 31 days: entries not verified': { limit: 0, unit: 'entries' },

  // SPA (bench/spa.ts, from web/dist; JS + CSS gzip).
  /**
   * Before a public page renders: 191.6 KB measured (/signup), limit 200 KB; raised to 205 KB when the
   * build inlined the small shared chunks (web/vite.config.ts): its strict execution order wraps every
   * module, 202.9 KB measured (/signin, 14 files instead of 18; the patient-file list 31 instead of 85);
   * raised to 216 KB when every form moved to one mechanism on react-hook-form (docs/forms.md): its
   * chunk is 12.6 KB gzip, 214.8 KB measured (/signup); back to 205 KB when the public pages' forms
   * fetched that mechanism right after their first render (web/src/lib/forms/use-form-differe.tsx),
   * 202.2 KB measured (/signup).
   */
  'SPA first route, public pages (largest)': kb(205),
  /**
   * Signed-in screen (signed-in layout + page): 431.8 KB measured (the agenda, FullCalendar), then 387.6 KB
   * (bordereaux/nouveau-page) once the calendar, the list table, the confirmations, the dropdowns and the
   * xlsx writer load after the first render (the agenda 287.4 KB, the shell alone 268.5 KB), then 350.8 KB
   * (the patient-file list) once the lists' edit dialog, the CSV writer, confirmDialog and the
   * bordereau and split tables load when used (the configuration lists about 320 KB), then 297.1 KB (the
   * settings screen; the patient-file list 296.2 KB) once the column chooser's MultiSelect, the date
   * fields' Calendar, the filter bars' dropdowns, the popup menus and the visit requests' dialogs load
   * after the first render and the shell is one chunk the screens share instead of copying its small
   * modules (web/vite.config.ts). The product's target, reached.
   */
  'SPA first route, signed-in screens (largest)': kb(300),
  /**
   * Files (JS and CSS) a signed-in screen loads before it renders: 87 measured (the patient-file list)
   * with one chunk per shared module set, 31 once the small shared chunks are inlined into their users
   * (web/vite.config.ts), 24 once the shell is one chunk (the patient-file list). Each file costs a
   * round trip on a slow link. It replaces the budget of a screen's own chunk (6.5 KB), which now holds
   * the small shared code it uses.
   */
  'SPA first route, signed-in screens: files (most)': { limit: 26, unit: 'files' },
  /** Largest chunk of the build: pdfmake's fonts, 453.8 KB, loaded at the first bordereau preview. */
  'SPA largest chunk (any, lazy)': kb(480),

  // What a person feels on the five daily screens (bench/interface.ts): the product's targets, not
  // figures measured. Lighthouse 12, median run of 3 against the local runtime, a signed-in screen
  // measured as a returning user's (the shell's files cached by a first visit in the same browser); the
  // sign-in page on a cold cache. Desktop preset: performance >= 0.95, total blocking time <= 100 ms,
  // accessibility >= 0.95, CLS <= 0.05.
  ...parEcran('desktop', 'performance', { limit: 0.95, unit: 'score', atLeast: true }),
  ...parEcran('desktop', 'total blocking time', { limit: 100, unit: 'ms' }),
  ...parEcran('desktop', 'accessibility', { limit: 0.95, unit: 'score', atLeast: true }),
  ...parEcran('desktop', 'CLS', { limit: 0.05, unit: 'score' }),
  // Mobile preset (CPU 4× slower): blocking time <= 300 ms everywhere (the main thread's work is the
  // product's own, whatever the network); performance >= 0.9 where the bytes allow it: the sign-in page
  // cold, the list and the agenda for a returning user (docs/architecture.md#first-load-of-the-spa).
  ...parEcran('mobile', 'total blocking time', { limit: 300, unit: 'ms' }),
  ...parEcran('mobile', 'performance', { limit: 0.9, unit: 'score', atLeast: true }, [
    '/signin',
    'patient-file list',
    'agenda',
  ]),
  // Interaction to next paint with the CPU slowed 4× (Event Timing API, 10 tries: bench/interactions.ts).
  ...inp,
  /** A returning user (files cached): the list's rows painted after navigation, desktop preset's network. */
  'returning user, desktop: patient-file list rows painted': { limit: 1000, unit: 'ms' },
  // A burst of one user's WebSocket attempts (bench/rafale-connexions.ts, docs/architecture.md#realtime).
  /**
   * The file saves of another office keep their latency: their p95 while 200 $connect of one user are
   * answered, over their p95 without (the product's requirement, not a measured figure).
   */
  'WebSocket burst of one user: save p95 of another office / without': { limit: 1.5, unit: '×' },
  /** Every attempt is opened or refused with 429: no 5xx, no timeout. */
  'WebSocket burst of one user: answers neither opened nor 429': { limit: 0, unit: 'requests' },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

export interface BudgetResult {
  name: BudgetName;
  measured: number;
  budget: Budget;
  over: boolean;
  /** The part of the bench that measured it (its section of docs/measures.md). */
  part?: string;
}

/** Collects the figures the bench measured against BUDGETS. */
export class BudgetCheck {
  readonly results: BudgetResult[] = [];
  /** The part of the bench running now: its figures' section in docs/measures.md. */
  part: string | undefined;

  check(name: BudgetName, measured: number): void {
    const budget: Budget = BUDGETS[name];
    const within = budget.atLeast ? measured >= budget.limit : measured <= budget.limit;
    this.results.push({ name, measured, budget, over: !within, part: this.part });
  }

  /** Budgets no figure was checked against (a part of the bench that did not run). */
  unchecked(): BudgetName[] {
    const seen = new Set(this.results.map((r) => r.name));
    return (Object.keys(BUDGETS) as BudgetName[]).filter((name) => !seen.has(name));
  }

  failures(): BudgetResult[] {
    return this.results.filter((r) => r.over);
  }
}

export function formatFigure(value: number, unit: Budget['unit']): string {
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === '×') return `${value.toFixed(2)} ×`;
  if (unit === 'score') return value.toFixed(3);
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  if (Number.isInteger(value)) return `${value} ${unit}`;
  return `${value.toFixed(2)} ${unit}`;
}
