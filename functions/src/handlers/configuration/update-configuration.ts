// PATCH /configuration/{cle} (docs/product-rules.md#calls): admin only; key URL-encoded in the path, body { cle, valeur,
// version } -> 200 { cle, valeur, version }. 400 invalid value (shared rules, docs/product-rules.md#settings), missing version
// or a body key other than the path's; 403 a change outside a limited administrator's offices (
// its zones and their slots only; the keys common to every office need an administrator without
// offices); 404 key without entry; 409 stale version.
import { estAdministrateurSansBureau } from '@umj/shared/administration';
import type { ConfigurationKey } from '@umj/shared/configuration';
import { refusConfiguration } from '@umj/shared/configuration-perimetre';
import type { Zone } from '@umj/shared/zones-creneaux';
import { listerConfiguration, modifierEntreeConfiguration } from '../../data/configuration.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import type { AuthSession } from '../../lib/auth/session.ts';
import { clePathSchema, configurationUpdateSchema } from '../../schemas/configuration-inputs.ts';

export const handler = apiHandler(
  {
    name: 'configuration/update-configuration',
    audited: true,
    path: clePathSchema,
    body: configurationUpdateSchema,
  },
  async ({ path, body, session, audit }) => {
    audit.cible = `CONFIGURATION#${path.cle}`;
    if (body.cle !== path.cle)
      throw new ValidationError("La clé du corps ne correspond pas à celle de l'adresse", 'cle');
    await assertDansSonPerimetre(session, path.cle, body.valeur);
    const entry = await modifierEntreeConfiguration(
      path.cle,
      body.valeur,
      body.version,
      new Date(),
      session.sid,
    );
    return { body: { cle: entry.cle, valeur: entry.valeur, version: entry.version } };
  },
);

/**
 * A limited administrator's change is compared with the stored value (K1: one Query). The version
 * condition of the write then refuses a value changed in between, so the check holds.
 */
async function assertDansSonPerimetre(session: AuthSession, cle: ConfigurationKey, valeur: unknown) {
  if (estAdministrateurSansBureau(session)) return;
  const stored = await listerConfiguration();
  const avant = stored.find((e) => e.cle === cle)?.valeur ?? [];
  const zones = (stored.find((e) => e.cle === 'zones')?.valeur ?? []) as Zone[];
  const refus = refusConfiguration(session, cle, avant, valeur, zones);
  if (refus) throw new ForbiddenError(refus, 'valeur');
}
