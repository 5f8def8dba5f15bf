// GET /configuration (spec §7): the list of { cle, valeur, version }; an empty list means no
// configuration. Any signed-in user with a role (spec §2: the reference lists are readable by all).
import { listConfiguration } from '../../data/configuration.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

export const handler = apiHandler({ name: 'configuration/list-configuration' }, async () => {
  const entries = await listConfiguration();
  return { body: entries.map(({ cle, valeur, version }) => ({ cle, valeur, version })) };
});
