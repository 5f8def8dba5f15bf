// Reads what `cdk synth` wrote (cdk.out): the templates of every stack and nested stack, and the folder
// of each function's bundle, then follows the template from what invokes a function to its bundle
// (docs/local-runtime.md#bundles-mode): REST method -> integration -> function -> asset, WebSocket route
// -> integration -> (nested stack output) -> function, event source mapping on the table's stream ->
// function, EventBridge Scheduler schedule -> function. Nothing here comes from the sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties?: Json;
  Metadata?: Json;
}
interface Template {
  Resources?: Record<string, Resource>;
  Parameters?: Json;
  Outputs?: Record<string, { Value: unknown }>;
}

/** One stack of the assembly: a top-level stack or a nested one (with the resource that holds it). */
interface StackNode {
  /** The template file's name without `.template.json` / `.nested.template.json`. */
  id: string;
  template: Template;
  parent?: { node: StackNode; logicalId: string; parameters: Json };
}

/** A Lambda function of the template and its bundle. */
export interface BundledFunction {
  /** `<stack>-<logical id>`: unique in the assembly, also the function's name locally. */
  key: string;
  stack: string;
  logicalId: string;
  description: string;
  /** The asset folder cdk synth wrote (`cdk.out/asset.<hash>`). */
  directory: string;
  /** The bundle's entry file (`index.mjs` for the `index.handler` of every handler function). */
  entry: string;
  exportName: string;
  /** `Environment.Variables` as written in the template (strings or CloudFormation expressions). */
  environment: Record<string, unknown>;
  timeoutSeconds: number;
  memoryMb: number;
}

export interface CdkAssembly {
  directory: string;
  functions: ReadonlyMap<string, BundledFunction>;
  /** The REST API's methods: path under the stage as API Gateway resources spell it (`/bureaux/{bureauId}`). */
  restRoutes: { method: string; path: string; functionKey: string }[];
  /** The WebSocket API's routes (`$connect`, `$default`, `$disconnect`). */
  wsRoutes: Record<string, string>;
  /** The event source mappings of the table's stream. */
  streamConsumers: { functionKey: string; batchSize: number; windowSeconds: number; description: string }[];
  /** The EventBridge Scheduler schedules of functions. */
  schedules: { functionKey: string; expression: string; input: string; description: string }[];
}

export class CdkAssemblyError extends Error {}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `objectKey` (the `<hash>.zip` / `<hash>.json` a template names) -> the asset's path in cdk.out. */
function assetPaths(directory: string, manifest: Json): Map<string, string> {
  const paths = new Map<string, string>();
  for (const artifact of Object.values((manifest.artifacts ?? {}) as Record<string, Json>)) {
    if (artifact.type !== 'cdk:asset-manifest') continue;
    const file = (artifact.properties as { file: string }).file;
    const assets = readJson<{ files?: Record<string, Json> }>(join(directory, file));
    for (const asset of Object.values(assets.files ?? {})) {
      const source = asset.source as { path: string };
      for (const destination of Object.values((asset.destinations ?? {}) as Record<string, Json>)) {
        paths.set(String(destination.objectKey), join(directory, source.path));
      }
    }
  }
  return paths;
}

/** The object key at the end of a `TemplateURL` (`Fn::Join` of the bucket URL and `<hash>.json`). */
function objectKeyOf(url: unknown): string | undefined {
  const parts = isObject(url) && Array.isArray(url['Fn::Join']) ? (url['Fn::Join'][1] as unknown[]) : [url];
  const last = parts[parts.length - 1];
  return typeof last === 'string' ? last.replace(/^.*\//, '') : undefined;
}

function stackNodes(directory: string, manifest: Json, assets: Map<string, string>): StackNode[] {
  const nodes: StackNode[] = [];
  const visit = (node: StackNode) => {
    nodes.push(node);
    for (const [logicalId, resource] of Object.entries(node.template.Resources ?? {})) {
      if (resource.Type !== 'AWS::CloudFormation::Stack') continue;
      const file = assets.get(objectKeyOf(resource.Properties?.TemplateURL) ?? '');
      if (!file || !existsSync(file))
        throw new CdkAssemblyError(`Modèle de la pile imbriquée ${node.id}/${logicalId} introuvable`);
      visit({
        id: file.replace(/^.*\//, '').replace(/\.nested\.template\.json$/, ''),
        template: readJson<Template>(file),
        parent: { node, logicalId, parameters: (resource.Properties?.Parameters ?? {}) as Json },
      });
    }
  };
  for (const [id, artifact] of Object.entries((manifest.artifacts ?? {}) as Record<string, Json>)) {
    if (artifact.type !== 'aws:cloudformation:stack') continue;
    const templateFile = (artifact.properties as { templateFile: string }).templateFile;
    visit({ id, template: readJson<Template>(join(directory, templateFile)) });
  }
  return nodes;
}

interface Target {
  node: StackNode;
  logicalId: string;
  /** The attribute of a `Fn::GetAtt` (`Arn`, `StreamArn`, `RootResourceId`), absent for a `Ref`. */
  attribute?: string;
}

/**
 * The resource a `Ref` or `Fn::GetAtt` designates, following a nested stack's parameters up to the
 * parent and a nested stack's outputs down to the child.
 */
function targetOf(node: StackNode, value: unknown, nodes: StackNode[]): Target | undefined {
  if (!isObject(value)) return undefined;
  const ref = value.Ref;
  if (typeof ref === 'string') {
    if (node.template.Resources?.[ref]) return { node, logicalId: ref };
    if (node.parent && ref in (node.template.Parameters ?? {}))
      return targetOf(node.parent.node, node.parent.parameters[ref], nodes);
    return undefined;
  }
  const getAtt = value['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string' && typeof getAtt[1] === 'string') {
    const [logicalId, attribute] = getAtt as [string, string];
    if (attribute.startsWith('Outputs.')) {
      const child = nodes.find((n) => n.parent?.node === node && n.parent.logicalId === logicalId);
      const output = child?.template.Outputs?.[attribute.slice('Outputs.'.length)];
      return child && output ? targetOf(child, output.Value, nodes) : undefined;
    }
    return node.template.Resources?.[logicalId] ? { node, logicalId, attribute } : undefined;
  }
  const join = value['Fn::Join'];
  if (Array.isArray(join) && Array.isArray(join[1])) {
    // An integration URI: `arn:…:lambda:path/2015-03-31/functions/` + the function's ARN + `/invocations`.
    for (const part of join[1] as unknown[]) {
      const found = targetOf(node, part, nodes);
      if (found?.attribute === 'Arn') return found;
    }
  }
  return undefined;
}

const resourceAt = (target: Target) => target.node.template.Resources![target.logicalId]!;
const keyOf = (target: Target) => `${target.node.id}-${target.logicalId}`;

function bundledFunction(node: StackNode, logicalId: string, props: Json, assets: Map<string, string>) {
  const code = (props.Code ?? {}) as Json;
  const directory = typeof code.S3Key === 'string' ? assets.get(code.S3Key) : undefined;
  if (!directory) return undefined;
  const [file, exportName] = String(props.Handler ?? 'index.handler').split('.') as [string, string];
  const entry = ['.mjs', '.js', '.cjs'].map((ext) => join(directory, file + ext)).find((f) => existsSync(f));
  return {
    key: `${node.id}-${logicalId}`,
    stack: node.id,
    logicalId,
    description: String(props.Description ?? logicalId),
    directory,
    entry: entry ?? join(directory, `${file}.mjs`),
    exportName,
    environment: ((props.Environment as Json | undefined)?.Variables ?? {}) as Record<string, unknown>,
    timeoutSeconds: Number(props.Timeout ?? 3),
    memoryMb: Number(props.MemorySize ?? 128),
  } satisfies BundledFunction;
}

/** The path of an API Gateway resource, from its `PathPart`s up to the API's root resource. */
function resourcePath(target: Target, nodes: StackNode[]): string {
  const parts: string[] = [];
  let current: Target | undefined = target;
  while (current && current.attribute !== 'RootResourceId') {
    const resource = resourceAt(current);
    if (resource.Type !== 'AWS::ApiGateway::Resource')
      throw new CdkAssemblyError(`${keyOf(current)} n'est pas une ressource API Gateway`);
    parts.unshift(String(resource.Properties?.PathPart));
    current = targetOf(current.node, resource.Properties?.ParentId, nodes);
  }
  if (!current) throw new CdkAssemblyError(`Chemin de ${keyOf(target)} non résolu jusqu'à la racine`);
  return `/${parts.join('/')}`;
}

export function readCdkAssembly(directory: string): CdkAssembly {
  const manifestFile = join(directory, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new CdkAssemblyError(`${manifestFile} introuvable : lancez d'abord « npm run synth »`);
  const manifest = readJson<Json>(manifestFile);
  const assets = assetPaths(directory, manifest);
  const nodes = stackNodes(directory, manifest, assets);
  const functions = new Map<string, BundledFunction>();
  const assembly: CdkAssembly = {
    directory,
    functions,
    restRoutes: [],
    wsRoutes: {},
    streamConsumers: [],
    schedules: [],
  };
  const functionKey = (node: StackNode, value: unknown, what: string): string => {
    const target = targetOf(node, value, nodes);
    const fn = target && functions.get(keyOf(target));
    if (!fn) throw new CdkAssemblyError(`${what} : fonction Lambda (et son bundle) introuvable`);
    return fn.key;
  };

  for (const node of nodes) {
    for (const [logicalId, resource] of Object.entries(node.template.Resources ?? {})) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const fn = bundledFunction(node, logicalId, resource.Properties ?? {}, assets);
      if (fn) functions.set(fn.key, fn);
    }
  }
  for (const node of nodes) {
    for (const [logicalId, resource] of Object.entries(node.template.Resources ?? {})) {
      const props = resource.Properties ?? {};
      const where = `${node.id}/${logicalId}`;
      if (resource.Type === 'AWS::ApiGateway::Method') {
        const integration = (props.Integration ?? {}) as Json;
        if (integration.Type !== 'AWS_PROXY') continue;
        const resourceTarget = targetOf(node, props.ResourceId, nodes);
        if (!resourceTarget) throw new CdkAssemblyError(`${where} : ressource API Gateway non résolue`);
        assembly.restRoutes.push({
          method: String(props.HttpMethod),
          path: resourcePath(resourceTarget, nodes),
          functionKey: functionKey(node, integration.Uri, where),
        });
      } else if (resource.Type === 'AWS::ApiGatewayV2::Route') {
        const integrationRef = ((props.Target as Json)?.['Fn::Join'] as [string, unknown[]])?.[1]?.[1];
        const integration = targetOf(node, integrationRef, nodes);
        if (!integration) throw new CdkAssemblyError(`${where} : intégration WebSocket non résolue`);
        const uri = resourceAt(integration).Properties?.IntegrationUri;
        assembly.wsRoutes[String(props.RouteKey)] = functionKey(integration.node, uri, where);
      } else if (resource.Type === 'AWS::Lambda::EventSourceMapping') {
        const source = targetOf(node, props.EventSourceArn, nodes);
        if (source?.attribute !== 'StreamArn' || resourceAt(source).Type !== 'AWS::DynamoDB::Table') continue;
        const key = functionKey(node, props.FunctionName, where);
        assembly.streamConsumers.push({
          functionKey: key,
          batchSize: Number(props.BatchSize ?? 100),
          windowSeconds: Number(props.MaximumBatchingWindowInSeconds ?? 0),
          description: functions.get(key)!.description,
        });
      } else if (resource.Type === 'AWS::Scheduler::Schedule') {
        const target = (props.Target ?? {}) as Json;
        assembly.schedules.push({
          functionKey: functionKey(node, target.Arn, where),
          expression: String(props.ScheduleExpression),
          input: typeof target.Input === 'string' ? target.Input : '{}',
          description: String(props.Description ?? where),
        });
      }
    }
  }
  return assembly;
}
