// Calls over patient files: the contract the handlers and the screens share (query, bodies,
// answers, error codes). The rules themselves live in dossier-patient.ts, statuts-dossier.ts,
// rendez-vous-form.ts and recherche.ts.
import * as z from 'zod';
import { dateIsoSchema } from './dates.ts';
import type { PassationVisite } from './demandes-visite.ts';
import {
  descriptionPieceSchema,
  dossierPatientSchema,
  type DossierPatient,
  type PieceJointe,
} from './dossier-patient.ts';
import { lieuSchema } from './enums.ts';
import { normaliserNom } from './recherche.ts';
import type { AvertissementRequisition } from './requisitions.ts';
import { STATUT_EXAMINE_OU_RAPPORT, STATUT_IDS } from './statuts-dossier.ts';
import { avecVersion } from './version.ts';

/** A patient file as the API answers it: the docs/product-rules.md#entities fields plus the version it was read at. */
export type DossierPatientStocke = DossierPatient & {
  version: number;
  /** Id of the user who created the file (docs/product-rules.md#access edit rights). */
  creePar: string | null;
  /**
   * Present (true) when another file has the same requester and requisition number
   * (docs/api.md#requisitions-en-double); the server keeps it, the body never sets it.
   */
  requisitionEnDouble?: true;
};

/**
 * The answer of POST and PATCH of a file: the file, the warnings of the save (done anyway) and, when
 * the save handed a visit request on ("Médecin Suivant"), the next doctor proposed.
 */
export type ReponseEnregistrementDossier = DossierPatientStocke & {
  avertissements?: AvertissementRequisition[];
  passation?: PassationVisite;
};

/** Longest period one list call covers (one Query per month: at most 13). */
export const PERIODE_MAX_JOURS = 366;
/** Most files one list page returns. */
export const PAGE_DOSSIERS_MAX = 500;

/**
 * GET /bureaux/{bureauId}/dossiers-patients: `du` and `au` (YYYY-MM-DD, appointment day, both
 * included), optional `statut` (a status id or the pseudo-status 3050), `examinateur` (user id),
 * `lieu` (appointment kind), `q` (docs/product-rules.md#search), `nom` (the patient's name starts with it,
 * compared normalised: docs/data-model.md#list-indexes), `suivant` (opaque cursor of the previous page),
 * `limite` (page size, default and maximum PAGE_DOSSIERS_MAX).
 */
export const filtreDossiersSchema = z
  .object({
    du: dateIsoSchema('Veuillez entrer la date de début'),
    au: dateIsoSchema('Veuillez entrer la date de fin'),
    statut: z.coerce
      .number({ error: 'Statut invalide' })
      .refine((s) => (STATUT_IDS as number[]).includes(s) || s === STATUT_EXAMINE_OU_RAPPORT.id, {
        error: 'Statut invalide',
      })
      .optional(),
    examinateur: z.string().min(1).max(100).optional(),
    lieu: z.coerce.number().pipe(lieuSchema).optional(),
    q: z.string().max(200, 'Recherche trop longue').optional(),
    nom: z
      .string()
      .max(200, 'Nom cherché trop long')
      .refine((n) => normaliserNom(n) !== '', {
        error: 'Le nom cherché doit contenir une lettre ou un chiffre',
      })
      .optional(),
    suivant: z.string().max(2000).optional(),
    limite: z.coerce.number().int().min(1).max(PAGE_DOSSIERS_MAX).default(PAGE_DOSSIERS_MAX),
  })
  .refine((f) => f.du <= f.au, { path: ['au'], error: 'La date de fin doit suivre la date de début' });
export type FiltreDossiers = z.infer<typeof filtreDossiersSchema>;

/** One page of a list call; `suivant` is null on the last page. */
export interface PageDossiers {
  elements: DossierPatientStocke[];
  suivant: string | null;
}

/**
 * The fields a user types (POST and PATCH bodies). Everything else is the server's: id, office (the
 * path), status (POST /statut; the on-save rule of docs/product-rules.md#statuses sets RDV pris), the dates the rules set
 * (dateRdvPris, dateArrivé, dateAnnulé), dateModification, attachments, bordereauNumero (billing).
 */
export const dossierSaisieSchema = dossierPatientSchema
  .omit({
    id: true,
    statut: true,
    bureau: true,
    dateRdvPris: true,
    dateArrivé: true,
    dateAnnulé: true,
    dateModification: true,
    photos: true,
    documents: true,
    bordereauNumero: true,
  })
  .extend({
    /**
     * docs/product-rules.md#validation early mode: a slot booked from an agenda before the patient is known (the name is then
     * required only once a status is set).
     */
    modeAnticipe: z.boolean().default(false),
  });
export type DossierSaisie = z.infer<typeof dossierSaisieSchema>;

/** POST /bureaux/{bureauId}/dossiers-patients: 201 with the DossierPatientStocke (version 1). */
export const creationDossierSchema = dossierSaisieSchema;
/** PATCH /bureaux/{bureauId}/dossiers-patients/{id}: the whole form and the version read. */
export const modificationDossierSchema = dossierSaisieSchema.extend(avecVersion);

/** POST /bureaux/{bureauId}/dossiers-patients/{id}/statut (docs/product-rules.md#on-status-change). */
export const changementStatutSchema = z.object({
  statut: z.union(
    STATUT_IDS.map((id) => z.literal(id)),
    { error: 'Statut invalide' },
  ),
  ...avecVersion,
  /** The user answered yes to the docs/product-rules.md#statuses requisition confirmation. */
  requisitionConfirmee: z.boolean().default(false),
});

/** 400 `code`s of the status change; `message` carries the docs/product-rules.md#statuses French text. */
export const CODE_DOSSIER_INCOMPLET = 'DOSSIER_INCOMPLET';
export const CODE_REQUISITION_A_CONFIRMER = 'REQUISITION_A_CONFIRMER';

/** docs/product-rules.md#constants attachment kinds and their storage limits. */
export const PIECES = {
  photo: {
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    tailleMaxOctets: 15 * 1024 * 1024,
  },
  document: {
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
    ],
    tailleMaxOctets: 20 * 1024 * 1024,
  },
} as const;
export type GenrePiece = keyof typeof PIECES;
/** The extension of a checked attachment's stored name, by its type (checked by its content). */
export const EXTENSIONS_PIECES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
};
/** Width of a photo's preview (docs/product-rules.md#entities apercu320). */
export const LARGEUR_APERCU = 320;

/** POST /bureaux/{bureauId}/dossiers-patients/{id}/pieces: asks for a presigned upload. */
export const demandePieceSchema = z
  .object({
    genre: z.enum(['photo', 'document'], { error: 'Genre de pièce invalide' }),
    nom: z.string().trim().min(1, 'Veuillez entrer le nom du fichier').max(200, 'Nom de fichier trop long'),
    description: descriptionPieceSchema.default(''),
    typeMime: z.string(),
    tailleEnOctets: z.number().int().positive('Fichier vide'),
  })
  .superRefine((p, ctx) => {
    const limites = PIECES[p.genre];
    if (!(limites.types as readonly string[]).includes(p.typeMime)) {
      ctx.addIssue({
        code: 'custom',
        path: ['typeMime'],
        message:
          p.genre === 'photo'
            ? 'Type de photo refusé (JPEG, PNG, WebP ou HEIC)'
            : 'Type de document refusé (PDF, DOCX ou ODT)',
      });
    }
    if (p.tailleEnOctets > limites.tailleMaxOctets) {
      ctx.addIssue({
        code: 'custom',
        path: ['tailleEnOctets'],
        message:
          p.genre === 'photo'
            ? 'Photo trop volumineuse (15 Mo au plus)'
            : 'Document trop volumineux (20 Mo au plus)',
      });
    }
  });
export type DemandePiece = z.infer<typeof demandePieceSchema>;

/** PATCH /bureaux/{bureauId}/dossiers-patients/{id}/pieces/{pieceId}: the description, at the version read. */
export const modificationPieceSchema = z.object({ description: descriptionPieceSchema, ...avecVersion });
export type ModificationPiece = z.infer<typeof modificationPieceSchema>;

/**
 * Answer of the upload request (201): the browser POSTs the file to `url` with `fields` then the file,
 * then calls POST .../pieces/{pieceId}/fin, which checks the stored object (type by content, size),
 * makes the 320-pixel preview of a photo and records the attachment.
 */
export interface TeleversementPiece {
  pieceId: string;
  url: string;
  fields: Record<string, string>;
  expireLe: string;
}

/** An attachment as the API answers it: docs/product-rules.md#entities fields, URLs valid a few minutes. */
export type PieceStockee = PieceJointe & { id: string; genre: GenrePiece; version: number };

/** GET .../{id}/historique: who read or changed the file, newest first. */
export interface EvenementHistorique {
  quand: string;
  qui: { id: string; nomComplet: string };
  action:
    | 'lecture'
    | 'creation'
    | 'modification'
    | 'statut'
    | 'ajout-piece'
    | 'suppression-piece'
    /** An attachment's description changed: champ `description` (old -> new), `piece` its name. */
    | 'modification-piece'
    /** "Médecin Suivant": champs `examinateur` (who handed on -> the next doctor proposed, or null). */
    | 'passation';
  /** For a change: each changed field with its old and new values (JSON values). */
  champs: { champ: string; avant: unknown; apres: unknown }[];
}
