// The shape of an event, to compare the local gateway's events with AWS's examples field by field and
// type by type (test/local/aws-events.test.ts): every path of the event and the JSON type found there.
// Maps whose keys are the request's own data (headers, query and path parameters, stage variables, the
// item attributes of a stream record) are compared by the type of their values only. A string that is a
// time says its format, since a handler parses it (`2022-03-22T18:59:43Z` is not `…43.123Z`).

const DATA_MAPS = new Set([
  'headers',
  'multiValueHeaders',
  'queryStringParameters',
  'multiValueQueryStringParameters',
  'pathParameters',
  'stageVariables',
]);
/** DynamoDB's item images: attribute name -> typed value ({ S: … }, { N: … }, { M: … } …). */
const ATTRIBUTE_MAPS = new Set(['Keys', 'NewImage', 'OldImage']);

function scalarType(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'string') return typeof value;
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(value)) return 'string (ISO 8601, seconds)';
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/.test(value)) return 'string (ISO 8601, fractions of a second)';
  if (/^\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}$/.test(value))
    return 'string (dd/MMM/yyyy:HH:mm:ss Z)';
  return 'string';
}

function walk(value: unknown, path: string, out: Map<string, Set<string>>): void {
  const add = (type: string) => (out.get(path) ?? out.set(path, new Set()).get(path)!).add(type);
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (Array.isArray(value)) {
    add('array');
    for (const item of value) walk(item, `${path}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    add('object');
    for (const [name, child] of Object.entries(value)) {
      if (DATA_MAPS.has(key)) walk(child, `${path}.*`, out);
      else if (ATTRIBUTE_MAPS.has(key))
        (out.get(`${path}.*`) ?? out.set(`${path}.*`, new Set()).get(`${path}.*`)!).add('attribute value');
      else walk(child, path === '' ? name : `${path}.${name}`, out);
    }
  } else add(scalarType(value));
}

/** Path -> the type(s) found there (`Records[].dynamodb.Keys.*`, `headers.*`…). */
export function eventShape(event: unknown): Map<string, string> {
  const out = new Map<string, Set<string>>();
  walk(event, '', out);
  return new Map([...out].map(([path, types]) => [path || '(event)', [...types].sort().join(' | ')]));
}

/** Every difference between the local event's shape and AWS's, in words ([] when none). */
export function shapeDifferences(local: unknown, aws: unknown): string[] {
  const mine = eventShape(local);
  const theirs = eventShape(aws);
  const out: string[] = [];
  for (const [path, type] of theirs) {
    const localType = mine.get(path);
    if (localType === undefined) out.push(`${path} : envoyé par AWS (${type}), absent localement`);
    else if (localType !== type) out.push(`${path} : ${localType} localement, ${type} chez AWS`);
  }
  for (const [path, type] of mine)
    if (!theirs.has(path)) out.push(`${path} : envoyé localement (${type}), absent chez AWS`);
  return out;
}
