// POST /configuration (docs/product-rules.md#calls): admin only; the five { cle, valeur } entries, valid as a whole
// (docs/product-rules.md#settings, 'Configuration Invalide') -> 201 with the stored entries. 409 when a configuration exists.
import { VERSION_INITIALE } from '@umj/shared/version';
import { creerConfiguration } from '../../data/configuration.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { configurationPayloadSchema } from '../../schemas/configuration-inputs.ts';

export const handler = apiHandler(
  { name: 'configuration/create-configuration', ...CREATION, body: configurationPayloadSchema },
  async ({ body, session, audit }) => {
    audit.cible = 'CONFIGURATION';
    await creerConfiguration(body, new Date(), session.sid);
    return { body: body.map((e) => ({ ...e, version: VERSION_INITIALE })) };
  },
);
