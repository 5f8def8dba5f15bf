// One HandlerFunction per entry of the route table (REST routes and WebSocket routes), with the same
// environment for all and the grants that `handler-access.ts` derives for each, grouped in one nested
// stack per handler family (handler-family-stack.ts). A handler of a new folder under
// functions/src/handlers/ gets its own nested stack without any change here.
import { Construct } from 'constructs';
import type { ApiRoute, WsRouteKey } from '@umj/functions/api/routes';
import {
  familyOf,
  constructIdFor,
  HandlerFamilyStack,
  type HandlerSharedProps,
} from './handler-family-stack.ts';
import type { HandlerFunction } from './handler-function.ts';

export { constructIdFor, familyOf } from './handler-family-stack.ts';

export interface HandlerFunctionsProps extends HandlerSharedProps {
  apiRoutes: readonly ApiRoute[];
  wsRoutes: Readonly<Record<WsRouteKey, string>>;
}

export class HandlerFunctions extends Construct {
  private readonly byFamily = new Map<string, HandlerFamilyStack>();

  constructor(scope: Construct, id: string, props: HandlerFunctionsProps) {
    super(scope, id);
    const families = new Map<string, { apiRoutes: ApiRoute[]; wsRoutes: [WsRouteKey, string][] }>();
    const familyEntry = (handler: string) => {
      const family = familyOf(handler);
      let entry = families.get(family);
      if (!entry) families.set(family, (entry = { apiRoutes: [], wsRoutes: [] }));
      return entry;
    };
    for (const route of props.apiRoutes) familyEntry(route.handler).apiRoutes.push(route);
    for (const [key, handler] of Object.entries(props.wsRoutes) as [WsRouteKey, string][]) {
      familyEntry(handler).wsRoutes.push([key, handler]);
    }

    for (const [family, routes] of families) {
      const stack = new HandlerFamilyStack(this, constructIdFor(family), {
        ...props,
        family,
        apiRoutes: routes.apiRoutes,
        wsRoutes: routes.wsRoutes,
      });
      this.byFamily.set(family, stack);
    }
  }

  /** The nested stack of each handler family. */
  get families(): ReadonlyMap<string, HandlerFamilyStack> {
    return this.byFamily;
  }

  /** The function that serves `handler` (a value of the route table). */
  get(handler: string): HandlerFunction {
    const fn = this.byFamily.get(familyOf(handler))?.functions.get(handler);
    if (!fn) throw new Error(`No function for handler "${handler}".`);
    return fn;
  }
}
