// docs/product-rules.md#entities (Office): id, nom, logo. Offices named in the product: Argenteuil, Chartres, Paris Nord.
import * as z from 'zod';
import { texteRequis } from './texte.ts';
import { avecVersion, versionSchema } from './version.ts';

// Office identity, working office and visibility: without zod, so that the SPA's routing loads no
// schema library (first load); re-exported here for the callers of the office module.
export * from './bureau-identite.ts';

/** A reference to an office as carried by a user (docs/product-rules.md#user.bureaux). */
export const bureauRefSchema = z.object({ id: z.string().min(1), nom: z.string() });
export type BureauRef = z.infer<typeof bureauRefSchema>;

export const bureauNomSchema = texteRequis('Veuillez entrer le nom du bureau').max(
  80,
  'Le nom du bureau ne doit pas dépasser 80 caractères',
);

/** Office as returned by the API. `logo` is the S3 key of the logo, `logoUrl` a presigned GET URL. */
export const bureauSchema = z.object({
  id: z.string(),
  nom: z.string(),
  logo: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  version: z.number().int(),
});
export type Bureau = z.infer<typeof bureauSchema>;

export const creationBureauSchema = z.object({
  nom: bureauNomSchema,
  logo: z.string().nullable().optional(),
});
export type CreationBureau = z.infer<typeof creationBureauSchema>;

/** PATCH body: `version` is the one the client read (409 when the stored one has moved on). */
export const modificationBureauSchema = z.object({
  nom: bureauNomSchema.optional(),
  logo: z.string().nullable().optional(),
  ...avecVersion,
});
export type ModificationBureau = z.infer<typeof modificationBureauSchema>;

/** Image types accepted for an office logo (docs/product-rules.md#office.logo), with the file extension of each. */
export const LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type LogoType = keyof typeof LOGO_TYPES;
/** Largest office logo the storage accepts (the upload's POST policy; the bordereau PDF embeds it). */
export const LOGO_TAILLE_MAX_OCTETS = 2_000_000;

/** POST /bureaux/{id}/logo body: the type of the image to upload through the presigned URL. */
export const televersementLogoSchema = z.object({
  typeMime: z.enum(Object.keys(LOGO_TYPES) as [LogoType, ...LogoType[]], {
    error: 'Le logo doit être une image PNG, JPEG ou WebP',
  }),
});

/**
 * DELETE /bureaux body (docs/product-rules.md#calls "body with ids"): the ids, and for each the version the client read
 * (a delete, like an update, is refused with 409 when the office changed meanwhile).
 */
export const suppressionBureauxSchema = z
  .object({
    ids: z
      .array(z.string().min(1), { error: 'Veuillez choisir au moins un bureau' })
      .min(1, 'Veuillez choisir au moins un bureau'),
    versions: z.record(z.string(), versionSchema, { error: 'Version manquante' }),
  })
  .superRefine((body, ctx) => {
    for (const id of body.ids)
      if (body.versions[id] === undefined)
        ctx.addIssue({ code: 'custom', message: 'Version manquante', path: ['versions', id] });
  });
export type SuppressionBureaux = z.infer<typeof suppressionBureauxSchema>;

/** Only an administrator without offices creates offices. */
export const CREATION_BUREAU_REFUSEE = 'Seul un administrateur sans bureau peut créer un bureau';

// ---------------------------------------------------------------------------------------------
// Selected offices kept in browser storage (docs/product-rules.md#screens: key selectionBureaux, value {bureaux:[...]}).

export const SELECTION_BUREAUX_KEY = 'selectionBureaux';

/** Choice (spec silent on the items): `bureaux` holds office ids, stable across renames. */
export const selectionBureauxSchema = z.object({ bureaux: z.array(z.string().min(1)) });
export type SelectionBureaux = z.infer<typeof selectionBureauxSchema>;

/** Parses the stored text; anything missing, not JSON or of another shape gives `fallback`. */
export function parseSelectionBureaux(
  raw: string | null | undefined,
  fallback: SelectionBureaux = { bureaux: [] },
): SelectionBureaux {
  if (raw == null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fallback;
  }
  const parsed = selectionBureauxSchema.safeParse(json);
  return parsed.success ? parsed.data : fallback;
}

export function serializeSelectionBureaux(selection: SelectionBureaux): string {
  return JSON.stringify({ bureaux: selection.bureaux });
}

/**
 * The effective selection: stored ids restricted to the visible offices (an office removed from the
 * user is dropped). Choice (spec silent): with nothing valid stored, every visible office is selected.
 */
export function effectiveSelection(
  raw: string | null | undefined,
  visible: readonly { id: string }[],
): SelectionBureaux {
  const visibleIds = visible.map((b) => b.id);
  const stored = parseSelectionBureaux(raw, { bureaux: visibleIds });
  return { bureaux: stored.bureaux.filter((id) => visibleIds.includes(id)) };
}

/** docs/product-rules.md#screens: the office selector shows an error state when nothing is selected. */
export function isSelectionEmpty(selection: SelectionBureaux): boolean {
  return selection.bureaux.length === 0;
}
