// The scheduled handlers of the local runtime on timers: the same wrapped exports EventBridge Scheduler
// invokes on AWS (lib/lambda/scheduled-handler.ts), with a Lambda context and nothing added around them
// (docs/local-runtime.md).
import type { Context } from 'aws-lambda';
import type { LambdaHandler } from './handler-loader.ts';
import { lambdaContext } from './lambda-context.ts';
import { LOCAL_REGION } from './local-credentials.ts';
import { localPeriodMs, SCHEDULE_INPUT, scheduledEvent } from './scheduled-event.ts';

/**
 * A scheduled handler on a timer (docs/local-runtime.md): `executer` is called with the event EventBridge
 * Scheduler sends (the schedule's input, `heurePrevue`: now as a scheduled time) and the Lambda
 * context of the function `fonction`, at once and then every `intervalleMs`; a run still going is not
 * doubled, and a failure is logged after `enEchec`.
 */
function planifier(
  fonction: string,
  intervalleMs: number,
  enEchec: string,
  log: (line: string) => void,
  executer: (evenement: { heurePrevue: string }, context: Context) => Promise<void>,
  entree = SCHEDULE_INPUT,
): NodeJS.Timeout {
  let enCours = false;
  const lancer = async () => {
    if (enCours) return;
    enCours = true;
    try {
      const evenement = scheduledEvent(entree, new Date(), 'arn:aws:scheduler:local') as {
        heurePrevue: string;
      };
      await executer(evenement, lambdaContext(fonction, LOCAL_REGION));
    } catch (error) {
      log(`${enEchec} : ${String(error)}`);
    } finally {
      enCours = false;
    }
  };
  void lancer();
  const minuterie = setInterval(() => void lancer(), intervalleMs);
  minuterie.unref();
  return minuterie;
}

/** A scheduled function of the sources on a timer: its handler, and the line that says what a run did. */
function planifierHandler<R>(
  fonction: string,
  enEchec: string,
  charger: () => Promise<(evenement: unknown, context: Context) => Promise<R>>,
  ligne: (resultat: R) => string | undefined,
): (intervalleMs: number, log: (line: string) => void) => NodeJS.Timeout {
  return (intervalleMs, log) =>
    planifier(fonction, intervalleMs, enEchec, log, async (evenement, context) => {
      const handler = await charger();
      const texte = ligne(await handler(evenement, context));
      if (texte) log(texte);
    });
}

/** The scheduled payment split's own handler on a timer. */
export const planifierRepartition = planifierHandler(
  'repartitions/calculer-repartitions',
  'répartition des paiements en échec',
  async () => (await import('../handlers/repartitions/calculer-repartitions.ts')).handler,
  (r) =>
    r.crees.length > 0 ? `répartition des paiements du ${r.jour} créée : ${r.crees.join(', ')}` : undefined,
);

/** The scheduled sealing of the audit trail on a timer: it seals the closed 5-minute periods not sealed yet. */
export const planifierScellementAudit = planifierHandler(
  'audit/sceller-journees-audit',
  "scellement du journal d'audit en échec",
  async () => (await import('../handlers/audit/sceller-journees-audit.ts')).handler,
  (r) => (r.ecrits.length > 0 ? `journal d'audit : ${r.ecrits.length} condensat(s) scellé(s)` : undefined),
);

/** The scheduled sweep of the time-driven notifications on a timer (every 5 minutes on AWS too). */
export const planifierBalayageNotifications = planifierHandler(
  'notifications/balayer-notifications',
  'balayage des notifications en échec',
  async () => (await import('../handlers/notifications/balayer-notifications.ts')).handler,
  (r) => (r.ecrites > 0 ? `notifications : ${r.ecrites} créée(s) par le balayage` : undefined),
);

/** A schedule of the template in bundles mode (src/local/bundles/cdk-assembly.ts). */
export interface TachePlanifiee {
  functionKey: string;
  expression: string;
  input: string;
  description: string;
}

/**
 * Bundles mode: every schedule of the template on a timer (its cron's period, src/local/scheduled-event.ts),
 * its function run from its bundle with the schedule's own input; each result logged.
 */
export function planifierTachesDuModele(
  taches: readonly TachePlanifiee[],
  charger: (nom: string) => Promise<LambdaHandler>,
  log: (line: string) => void,
): NodeJS.Timeout[] {
  return taches.map((tache) =>
    planifier(
      tache.functionKey,
      localPeriodMs(tache.expression),
      `tâche planifiée « ${tache.description} » en échec`,
      log,
      async (evenement, context) => {
        const handler = await charger(tache.functionKey);
        const r = await handler(evenement, context);
        log(`tâche planifiée « ${tache.description} » : ${JSON.stringify(r ?? null).slice(0, 200)}`);
      },
      tache.input,
    ),
  );
}
