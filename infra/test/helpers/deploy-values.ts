// What a template's values become at deploy time, for the checks of AWS's limits that see only the
// final strings (the size of a function's environment, the length of a name): `Ref`, `Fn::GetAtt`,
// `Fn::Join` and `Fn::Sub` resolved with a fixed account, the longest region code and, where AWS
// chooses the value (an API id, a secret's suffix, a distribution's domain), a value of the length AWS
// gives it. A reference this file cannot size fails the check, rather than being counted as empty.
import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { TemplateResource, TestStack } from './test-stack.ts';

export const ACCOUNT = '123456789012';
/** The longest region code (the stack is environment-agnostic): every name fits any region. */
export const LONGEST_REGION = 'ap-southeast-4';
/** The main stack's region: whichever it is deployed to (docs/deployment.md: eu-west-3). */
export const DEPLOYMENT_REGION = 'deployment region';

type Resources = Record<string, TemplateResource>;

/** One template of the app, with its nested stack's parameters as the parent passes them. */
export interface TemplateInScope {
  name: string;
  /** A nested stack's logical id in the parent template. */
  logicalId?: string;
  /** The region the stack is pinned to (the web ACL's: us-east-1), else the deployment's. */
  region: string;
  template: Template;
  resources: Resources;
  /** The parent's resources (where a resolved parameter points), or none for a top-level stack. */
  parentResources: Resources;
  parameters: Record<string, unknown>;
}

/** The parent, every nested stack (with its parameters), and the web ACL's stack. */
export function templatesInScope(built: TestStack): TemplateInScope[] {
  const parentResources = built.template.toJSON().Resources as Resources;
  const top = (name: string, template: Template, region = DEPLOYMENT_REGION): TemplateInScope => ({
    name,
    region,
    template,
    resources: template.toJSON().Resources as Resources,
    parentResources: {},
    parameters: {},
  });
  const nested = built.stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
    .map((stack) => {
      const logicalId = built.stack.getLogicalId(stack.nestedStackResource!);
      const template = Template.fromStack(stack);
      return {
        name: stack.node.path,
        logicalId,
        region: DEPLOYMENT_REGION,
        template,
        resources: template.toJSON().Resources as Resources,
        parentResources,
        parameters: (parentResources[logicalId]?.Properties.Parameters ?? {}) as Record<string, unknown>,
      };
    });
  const waf = top(built.wafStack.node.path, Template.fromStack(built.wafStack), built.wafStack.region);
  return [top(built.stack.node.path, built.template), ...nested, waf];
}

const PSEUDO: Record<string, string> = {
  'AWS::AccountId': ACCOUNT,
  'AWS::Region': LONGEST_REGION,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
};

export class UnsizedValueError extends Error {}

/** The physical id (`Ref`) or attribute (`Fn::GetAtt`) of a resource, as long as AWS makes it. */
function physical(resource: TemplateResource, attribute: string | undefined, scope: TemplateInScope): string {
  const props = resource.Properties ?? {};
  const name = (property: string, length: number) =>
    props[property] === undefined ? 'x'.repeat(length) : deployValue(props[property], scope);
  const arn = (service: string, rest: string) => `arn:aws:${service}:${LONGEST_REGION}:${ACCOUNT}:${rest}`;
  switch (`${resource.Type}${attribute ? `.${attribute}` : ''}`) {
    case 'AWS::DynamoDB::Table':
      return name('TableName', 255);
    case 'AWS::DynamoDB::Table.Arn':
      return arn('dynamodb', `table/${name('TableName', 255)}`);
    case 'AWS::S3::Bucket':
      return name('BucketName', 63);
    case 'AWS::S3::Bucket.Arn':
      return `arn:aws:s3:::${name('BucketName', 63)}`;
    case 'AWS::SecretsManager::Secret':
      // The ARN, with the 6 random characters Secrets Manager appends to the name.
      return arn('secretsmanager', `secret:${name('Name', 512)}-AbCdEf`);
    case 'AWS::ApiGatewayV2::Api':
    case 'AWS::ApiGateway::RestApi':
      return 'a1b2c3d4e5';
    case 'AWS::CloudFront::Distribution.DomainName':
      return 'd1234567890abc.cloudfront.net';
    case 'AWS::SQS::Queue':
      return `https://sqs.${LONGEST_REGION}.amazonaws.com/${ACCOUNT}/${name('QueueName', 80)}`;
    default:
      throw new UnsizedValueError(`${resource.Type}${attribute ? `.${attribute}` : ''}: taille inconnue`);
  }
}

/** `value` as it will be once deployed (a plain string for a plain string). */
export function deployValue(value: unknown, scope: TemplateInScope): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const object = (value ?? {}) as Record<string, unknown>;
  const resourceOf = (id: string) => {
    const resource = scope.resources[id];
    if (!resource) throw new UnsizedValueError(`${id}: ressource introuvable`);
    return resource;
  };
  const ref = object.Ref;
  if (typeof ref === 'string') {
    if (PSEUDO[ref]) return PSEUDO[ref];
    // A nested stack's parameter: what the parent passes, resolved in the parent.
    if (ref in scope.parameters) {
      const parent = { ...scope, resources: scope.parentResources, parentResources: {}, parameters: {} };
      return deployValue(scope.parameters[ref], parent);
    }
    return physical(resourceOf(ref), undefined, scope);
  }
  const getAtt = object['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return physical(resourceOf(String(getAtt[0])), String(getAtt[1]), scope);
  const join = object['Fn::Join'];
  if (Array.isArray(join))
    return (join[1] as unknown[]).map((part) => deployValue(part, scope)).join(String(join[0]));
  const sub = object['Fn::Sub'];
  if (typeof sub === 'string')
    return sub.replace(/\$\{([^}]+)\}/g, (_, name: string) => deployValue({ Ref: name }, scope));
  throw new UnsizedValueError(`${JSON.stringify(value).slice(0, 120)} : taille inconnue`);
}
