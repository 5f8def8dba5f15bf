// The version contract of the API (docs/data-model.md R3): every mutable item carries `version`, 1 at
// creation; every update and delete sends the version it read, and the server answers 409
// VERSION_CONFLICT when the stored one has moved on (server side: functions/src/data/ecriture-versionnee.ts).
// Update schemas extend `avecVersion`; the availability writes (disponibilites-rv.ts,
// disponibilites-dv-api.ts) have their own version field, which also accepts 0 for a never-written item.
import * as z from 'zod';

/** Version of an item just created. */
export const VERSION_INITIALE = 1;

/** The version the client read, required on every update (no last-writer-wins path). */
export const versionSchema = z
  .number({ error: 'Version manquante' })
  .int('Version invalide')
  .min(VERSION_INITIALE, 'Version invalide');

/** `{ version }`: spread into an update schema's shape, e.g. `z.object({ ...champs, ...avecVersion })`. */
export const avecVersion = { version: versionSchema } as const;

/** Stable error code of a stale version (defined with the error body, which the SPA loads first). */
export { CODE_CONFLIT_VERSION } from './api-error.ts';
