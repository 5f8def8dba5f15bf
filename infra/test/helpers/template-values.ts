// The values CloudFormation would give the synthesized templates in one fixed account and region:
// `Ref`, `Fn::GetAtt`, `Fn::Join`, `Fn::Sub`, `Fn::Select`, `Fn::Split` and the pseudo parameters
// resolved to literal strings, a nested stack's parameters followed to the parent's values. Physical
// names are the ones the template sets (table, buckets, secrets); a resource without one gets a
// stable generated name from its logical id. Used to evaluate IAM policies offline
// (helpers/recorded-calls.ts): every ARN comes out as it would be on AWS.
import { createHash } from 'node:crypto';
import type { TemplateResource } from './test-stack.ts';

export const ACCOUNT = '123456789012';
export const REGION = 'eu-west-3';

/** One template and what its parameters are given (in its parent's scope), if it is nested. */
export interface TemplateScope {
  /** Stack name, for the names CloudFormation generates. */
  name: string;
  resources: Record<string, TemplateResource>;
  parameters?: { values: Record<string, unknown>; scope: TemplateScope };
}

const PSEUDO: Record<string, string> = {
  'AWS::AccountId': ACCOUNT,
  'AWS::Region': REGION,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
};

/** A short stable id (API ids, secret suffixes, generated names). */
function idOf(text: string, length = 10): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function generatedName(scope: TemplateScope, logicalId: string): string {
  return `${scope.name}-${logicalId}`.slice(0, 52) + `-${idOf(scope.name + logicalId, 8).toUpperCase()}`;
}

function resourceOf(scope: TemplateScope, logicalId: string): TemplateResource {
  const resource = scope.resources[logicalId];
  if (!resource) throw new Error(`${scope.name}: no resource or parameter ${logicalId}`);
  return resource;
}

function nameProperty(scope: TemplateScope, resource: TemplateResource, property: string, logicalId: string) {
  const name = resource.Properties?.[property] as unknown;
  return name === undefined ? generatedName(scope, logicalId) : String(resolveValue(name, scope));
}

/** What `Ref` of a resource gives (its physical id, or for some types its ARN or URL). */
function refOf(scope: TemplateScope, logicalId: string): string {
  const resource = resourceOf(scope, logicalId);
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
      return nameProperty(scope, resource, 'TableName', logicalId);
    case 'AWS::S3::Bucket':
      return nameProperty(scope, resource, 'BucketName', logicalId).toLowerCase();
    case 'AWS::SecretsManager::Secret':
      return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${nameProperty(scope, resource, 'Name', logicalId)}-${idOf(logicalId, 6)}`;
    case 'AWS::SQS::Queue':
      return `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${nameProperty(scope, resource, 'QueueName', logicalId)}`;
    case 'AWS::ApiGateway::RestApi':
    case 'AWS::ApiGatewayV2::Api':
    case 'AWS::ApiGateway::Resource':
      return idOf(logicalId);
    case 'AWS::Lambda::Function':
      return nameProperty(scope, resource, 'FunctionName', logicalId);
    case 'AWS::IAM::Role':
      return nameProperty(scope, resource, 'RoleName', logicalId);
    case 'AWS::Logs::LogGroup':
      return nameProperty(scope, resource, 'LogGroupName', logicalId);
    default:
      return generatedName(scope, logicalId);
  }
}

/** What `Fn::GetAtt` of a resource gives. */
function attributeOf(scope: TemplateScope, logicalId: string, attribute: string): string {
  const resource = resourceOf(scope, logicalId);
  const ref = () => refOf(scope, logicalId);
  const key = `${resource.Type}.${attribute}`;
  switch (key) {
    case 'AWS::DynamoDB::Table.Arn':
      return `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${ref()}`;
    case 'AWS::DynamoDB::Table.StreamArn':
      return `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${ref()}/stream/2026-01-01T00:00:00.000`;
    case 'AWS::S3::Bucket.Arn':
      return `arn:aws:s3:::${ref()}`;
    case 'AWS::S3::Bucket.RegionalDomainName':
      return `${ref()}.s3.${REGION}.amazonaws.com`;
    case 'AWS::SQS::Queue.Arn':
      return `arn:aws:sqs:${REGION}:${ACCOUNT}:${ref().split('/').pop()}`;
    case 'AWS::Lambda::Function.Arn':
      return `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${ref()}`;
    case 'AWS::IAM::Role.Arn':
      return `arn:aws:iam::${ACCOUNT}:role/${ref()}`;
    case 'AWS::Logs::LogGroup.Arn':
      return `arn:aws:logs:${REGION}:${ACCOUNT}:log-group:${ref()}:*`;
    case 'AWS::CloudFront::Distribution.DomainName':
      return `d${idOf(logicalId, 13)}.cloudfront.net`;
    default: {
      const service = resource.Type.split('::')[1]!.toLowerCase();
      return attribute === 'Arn'
        ? `arn:aws:${service}:${REGION}:${ACCOUNT}:${ref()}`
        : `${ref()}.${attribute}`;
    }
  }
}

function refValue(scope: TemplateScope, name: string): unknown {
  if (name in PSEUDO) return PSEUDO[name];
  if (name === 'AWS::StackName') return scope.name;
  const parameters = scope.parameters;
  if (parameters && name in parameters.values) return resolveValue(parameters.values[name], parameters.scope);
  return refOf(scope, name);
}

function substitute(text: string, variables: Record<string, unknown>, scope: TemplateScope): string {
  return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
    if (name in variables) return String(resolveValue(variables[name], scope));
    const [id, attribute] = name.split('.');
    return String(attribute ? attributeOf(scope, id!, attribute) : refValue(scope, name));
  });
}

/** `value` of `scope`'s template with every intrinsic function resolved to literals. */
export function resolveValue(value: unknown, scope: TemplateScope): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const [key, argument] = entries[0] ?? [];
  if (entries.length === 1 && (key === 'Ref' || key?.startsWith('Fn::'))) {
    const args = argument as unknown[];
    switch (key) {
      case 'Ref':
        return refValue(scope, argument as string);
      case 'Fn::GetAtt': {
        const [id, attribute] = Array.isArray(argument) ? args : String(argument).split('.');
        return attributeOf(scope, id as string, attribute as string);
      }
      case 'Fn::Join':
        return (resolveValue(args[1], scope) as unknown[]).join(args[0] as string);
      case 'Fn::Sub':
        return Array.isArray(argument)
          ? substitute(args[0] as string, args[1] as Record<string, unknown>, scope)
          : substitute(argument as string, {}, scope);
      case 'Fn::Select':
        return (resolveValue(args[1], scope) as unknown[])[Number(resolveValue(args[0], scope))];
      case 'Fn::Split':
        return String(resolveValue(args[1], scope)).split(args[0] as string);
      default:
        throw new Error(`${scope.name}: ${key} is not resolved by this helper`);
    }
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, resolveValue(v, scope)]));
}
