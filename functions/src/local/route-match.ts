// Matches a request path under /v1 against the route table (src/api/routes.ts), the way API Gateway
// REST resources match: literal segments, {param} segments, an optional trailing slash.
import type { ApiRoute } from '../api/routes.ts';

export type RouteMatch =
  | { kind: 'found'; route: ApiRoute; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

function splitPath(path: string): string[] {
  return path.split('/').filter((s, i, all) => !(s === '' && (i === 0 || i === all.length - 1)));
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Parameters of `routePath` in `segments` (raw, URL-encoded), or undefined if it does not match. */
function matchPath(routePath: string, segments: string[]): Record<string, string> | undefined {
  const pattern = splitPath(routePath);
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    const param = /^\{(.+)\}$/.exec(part)?.[1];
    if (param !== undefined) {
      const value = safeDecode(segment);
      if (segment === '' || value === undefined) return undefined;
      params[param] = value;
    } else if (safeDecode(segment) !== part) {
      return undefined;
    }
  }
  return params;
}

/** `path` is the raw (still URL-encoded) path after the /v1 base path, e.g. `/configuration/p%C3%A9riodes`. */
export function matchRoute(routes: readonly ApiRoute[], method: string, path: string): RouteMatch {
  const segments = splitPath(path);
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, segments);
    if (params === undefined) continue;
    if (route.method === method) return { kind: 'found', route, pathParameters: params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}
