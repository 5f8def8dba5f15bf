// The answer of a saved patient file with its duplicate-requisition warnings (docs/api.md#requisitions-en-double);
// the warnings themselves are computed by services/requisitions.ts.
import type { AvertissementRequisition } from '@umj/shared/requisitions';

/** The answer's `avertissements`, left out when there is none. */
export function avecAvertissements<T extends object>(
  corps: T,
  avertissements: AvertissementRequisition[],
): T & { avertissements?: AvertissementRequisition[] } {
  return avertissements.length === 0 ? corps : { ...corps, avertissements };
}
