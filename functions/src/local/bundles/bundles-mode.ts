// The local runtime's bundles mode (`npm start -- --bundles`, `startLocalRuntime({ bundles })`,
// docs/local-runtime.md#bundles-mode): every REST route, WebSocket route, stream consumer and
// schedule runs from the bundle `cdk synth` wrote for its function, found through the template, with
// exactly the environment the template gives that function (environment.ts). The gateway itself is the
// same; only what it invokes changes.
import type { FluxConsommateur } from '../../api/flux-consommateurs.ts';
import type { ApiRoute, WsRouteKey } from '../../api/routes.ts';
import type { LambdaHandler } from '../handler-loader.ts';
import { lambdaContext } from '../lambda-context.ts';
import { planifierTachesDuModele } from '../minuteries.ts';
import { scheduledEvent } from '../scheduled-event.ts';
import { createBundleRunner, type BundleFailure, type BundleRunner } from './bundle-runner.ts';
import { readCdkAssembly, type CdkAssembly } from './cdk-assembly.ts';

export interface BundlesOptions {
  /** The cloud assembly `cdk synth` wrote (the repository's `cdk.out`). */
  cdkOut: string;
  /** Start every function at start (each bundle imported once); a bundle that cannot start fails the start. */
  startAll?: boolean;
  /**
   * The template's schedules: `timers` runs each on a timer (`npm start`), `once` runs each once at start
   * and fails the start when one fails (the bundles test tier); absent, none runs.
   */
  schedules?: 'timers' | 'once';
}

export class BundlesModeError extends Error {}

export interface BundlesMode {
  routes: ApiRoute[];
  wsRoutes: Record<WsRouteKey, string>;
  consumers: FluxConsommateur[];
  loadHandler(name: string): Promise<LambdaHandler>;
  /** Once the local environment is known (after listen): the functions' environments, and `startAll`. */
  start(localEnvironment: Readonly<Record<string, string>>, log: (line: string) => void): Promise<void>;
  /** Once the table exists and the seed has ended: the schedules (`BundlesOptions.schedules`). */
  runSchedules(log: (line: string) => void): Promise<void>;
  failures(): readonly BundleFailure[];
  stop(): Promise<void>;
}

const routeKey = (method: string, path: string) => `${method} ${path}`;

/**
 * The route table of the sources, each route served by the function the template integrates with its
 * method and path; a route on one side only fails (the template and routes.ts must describe one API).
 */
function routesOfTemplate(assembly: CdkAssembly, routes: readonly ApiRoute[]): ApiRoute[] {
  const byKey = new Map(assembly.restRoutes.map((r) => [routeKey(r.method, r.path), r.functionKey]));
  const missing = routes.filter((r) => !byKey.has(routeKey(r.method, r.path)));
  const known = new Set(routes.map((r) => routeKey(r.method, r.path)));
  const extra = assembly.restRoutes.filter((r) => !known.has(routeKey(r.method, r.path)));
  if (missing.length > 0 || extra.length > 0) {
    const list = (rs: { method: string; path: string }[]) =>
      rs.map((r) => routeKey(r.method, r.path)).join(', ');
    throw new BundlesModeError(
      `Le modèle (${assembly.directory}) et routes.ts diffèrent : absentes du modèle [${list(missing)}], ` +
        `absentes de routes.ts [${list(extra)}] ; relancez « npm run synth »`,
    );
  }
  return routes.map((r) => ({ ...r, handler: byKey.get(routeKey(r.method, r.path))! }));
}

function wsRoutesOfTemplate(assembly: CdkAssembly, wsRoutes: Readonly<Record<WsRouteKey, string>>) {
  const keys = Object.keys(wsRoutes).sort();
  if (JSON.stringify(Object.keys(assembly.wsRoutes).sort()) !== JSON.stringify(keys))
    throw new BundlesModeError(`Routes WebSocket du modèle : ${Object.keys(assembly.wsRoutes).join(', ')}`);
  return assembly.wsRoutes as Record<WsRouteKey, string>;
}

/** Each schedule of the template once, with its input as EventBridge Scheduler sends it now. */
async function runSchedulesOnce(
  assembly: CdkAssembly,
  load: (name: string) => Promise<LambdaHandler>,
  region = 'eu-west-3',
): Promise<void> {
  const errors: string[] = [];
  for (const schedule of assembly.schedules) {
    const event = scheduledEvent(schedule.input, new Date(), `arn:aws:scheduler:${region}:local`);
    try {
      await (
        await load(schedule.functionKey)
      )(event, lambdaContext(schedule.functionKey, region));
    } catch (error) {
      errors.push(`${schedule.description} : ${String(error)}`);
    }
  }
  if (errors.length > 0) throw new BundlesModeError(`Tâches planifiées en échec :\n${errors.join('\n')}`);
}

export function prepareBundlesMode(
  options: BundlesOptions,
  sources: { routes: readonly ApiRoute[]; wsRoutes: Readonly<Record<WsRouteKey, string>> },
): BundlesMode {
  const assembly = readCdkAssembly(options.cdkOut);
  const routes = routesOfTemplate(assembly, sources.routes);
  const wsRoutes = wsRoutesOfTemplate(assembly, sources.wsRoutes);
  const consumers: FluxConsommateur[] = assembly.streamConsumers.map((c) => ({
    nom: assembly.functions.get(c.functionKey)!.stack,
    handler: c.functionKey,
    tailleLot: c.batchSize,
    fenetreSecondes: c.windowSeconds,
    description: c.description,
  }));
  const functionKeys = [
    ...routes.map((r) => r.handler),
    ...Object.values(wsRoutes),
    ...consumers.map((c) => c.handler),
    ...assembly.schedules.map((s) => s.functionKey),
  ];
  let runner: BundleRunner | undefined;
  let timers: NodeJS.Timeout[] = [];
  const started = () => {
    if (!runner) throw new BundlesModeError('Mode bundles : environnement local pas encore connu');
    return runner;
  };
  return {
    routes,
    wsRoutes,
    consumers,
    loadHandler: (name) => started().load(name),
    async start(localEnvironment, log) {
      runner = createBundleRunner({
        assembly,
        functionKeys,
        localEnvironment,
        region: localEnvironment.AWS_REGION ?? 'eu-west-3',
        log,
      });
      if (options.startAll) await runner.startAll();
    },
    async runSchedules(log) {
      const load = (name: string) => started().load(name);
      if (options.schedules === 'timers') timers = planifierTachesDuModele(assembly.schedules, load, log);
      if (options.schedules === 'once') await runSchedulesOnce(assembly, load);
    },
    failures: () => runner?.failures() ?? [],
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await runner?.stop();
    },
  };
}
