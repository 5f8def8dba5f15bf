// GET /configuration (docs/product-rules.md#calls): the list of { cle, valeur, version }; an empty list means no
// configuration. Any signed-in user with a role (docs/product-rules.md#screens: the reference lists are readable by all).
import { listerConfiguration } from '../../data/configuration.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

export const handler = apiHandler({ name: 'configuration/list-configuration' }, async () => {
  const entries = await listerConfiguration();
  return { body: entries.map(({ cle, valeur, version }) => ({ cle, valeur, version })) };
});
