// PATCH /configuration/{cle} (spec §7): admin only; key URL-encoded in the path, body { cle, valeur,
// version } -> 200 { cle, valeur, version }. 400 invalid value (shared rules, spec §5), missing version
// or a body key other than the path's; 404 key without entry; 409 stale version.
import { updateConfigurationEntry } from '../../data/configuration.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { clePathSchema, configurationUpdateSchema } from '../../schemas/configuration-inputs.ts';

export const handler = apiHandler(
  {
    name: 'configuration/update-configuration',
    access: 'admin',
    audited: true,
    path: clePathSchema,
    body: configurationUpdateSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = `CONFIGURATION#${path.cle}`;
    if (body.cle !== path.cle)
      throw new ValidationError("La clé du corps ne correspond pas à celle de l'adresse", 'cle');
    const entry = await updateConfigurationEntry(path.cle, body.valeur, body.version, new Date());
    await notifyTableChange('Configuration', 'MODIFY', session.sid);
    return { body: { cle: entry.cle, valeur: entry.valeur, version: entry.version } };
  },
);
