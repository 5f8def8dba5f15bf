// docs/product-rules.md#entities 'Lists exist for commissariat, requérant, dprapport ...; their fields are not shown' and
// 'Payment split: unique per office and date; fields not shown'. The fields below are our reading of
// the glossary (../GLOSSARY.md) and of the administration work (Screens and calls): what a forensic unit's secretariat
// needs to pick an origin, bill a requester through the state's invoicing platform (Chorus Pro: SIRET
// and service code), name a report type with its delivery time, and download a blank document.
// For each entity: the item as the API answers it, `create…Schema` (POST body), `update…Schema`
// (PATCH body: every field optional plus the version read), inferred types the web imports too.
import * as z from 'zod';
import { SECTEURS } from './enums.ts';
import { avecVersion } from './version.ts';

/** Unknown fields are refused (bodies are `.strict()`), with a French message. */
function objetStrict<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ non reconnu : ${issue.keys.join(', ')}`
        : 'Le corps de la requête doit être un objet JSON',
  });
}

const texteRequis = (message: string, max: number, messageMax: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, messageMax);
const texteFacultatif = (max: number, messageMax: string) =>
  z.string({ error: messageMax }).trim().max(max, messageMax);

const MESSAGE_NOTES = 'Les notes ne doivent pas dépasser 2000 caractères';
const notes = texteFacultatif(2000, MESSAGE_NOTES);
const adresse = texteFacultatif(500, "L'adresse ne doit pas dépasser 500 caractères");
const bureau = z.string({ error: 'Veuillez choisir un bureau' }).trim().min(1, 'Veuillez choisir un bureau');

/** The fields every item of these lists carries besides its own ones. */
const entree = { id: z.string(), version: z.number().int() };

/** DELETE body of every list (a delete sends the version it read; 409 when stale). */
export const suppressionEntreeSchema = objetStrict({ ...avecVersion });
export type SuppressionEntree = z.infer<typeof suppressionEntreeSchema>;

/**
 * Query of the office-scoped lists: `?bureaux=id1,id2` narrows the answer to the offices selected in
 * the header (docs/product-rules.md#screens), never beyond the caller's visible offices; absent, every visible office.
 */
export const filtreBureauxSchema = z.object({
  bureaux: z
    .string({ error: 'Liste de bureaux invalide' })
    .max(4000, 'Liste de bureaux invalide')
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .optional(),
});
export type FiltreBureaux = z.infer<typeof filtreBureauxSchema>;

/** The query string of `filtreBureauxSchema` for a selection of offices. */
export function requeteBureaux(bureauIds: readonly string[]): string {
  return `bureaux=${bureauIds.map(encodeURIComponent).join(',')}`;
}

// ---------------------------------------------------------------------------------------------
// Police stations (commissariats): the patient's origin ('Veuillez choisir une origine'); its sector
// maps to a DV zone. The empty sector of the spec's list is allowed: the Chartres office has no sector.

/** French phone number (10 digits starting with 0) or international (+ and 6 to 15 digits). */
export function telephoneValide(telephone: string): boolean {
  const chiffres = telephone.replace(/[\s.()-]/g, '');
  return /^(?:0\d{9}|\+\d{6,15})$/.test(chiffres);
}

const telephone = z
  .string({ error: 'Le numéro de téléphone est invalide' })
  .trim()
  .max(30, 'Le numéro de téléphone est invalide')
  .refine((t) => t === '' || telephoneValide(t), 'Le numéro de téléphone est invalide');
const email = z
  .string({ error: "L'adresse e-mail est invalide" })
  .trim()
  .max(254, "L'adresse e-mail est invalide")
  .refine((e) => e === '' || z.email().safeParse(e).success, "L'adresse e-mail est invalide");

const champsCommissariat = {
  nom: texteRequis(
    'Veuillez entrer le nom du commissariat',
    120,
    'Le nom du commissariat ne doit pas dépasser 120 caractères',
  ),
  secteur: z.enum(SECTEURS, { error: 'Veuillez choisir un secteur' }),
  bureau,
  adresse,
  telephone,
  email,
  notes,
};

export const commissariatSchema = z.object({ ...entree, ...champsCommissariat });
export type Commissariat = z.infer<typeof commissariatSchema>;

export const creationCommissariatSchema = objetStrict({
  ...champsCommissariat,
  secteur: champsCommissariat.secteur.default(''),
  adresse: adresse.default(''),
  telephone: telephone.default(''),
  email: email.default(''),
  notes: notes.default(''),
});
export type CreationCommissariat = z.input<typeof creationCommissariatSchema>;

/** PATCH body. `bureau` may be sent but must stay the same (an entry does not change office). */
export const modificationCommissariatSchema = objetStrict(champsCommissariat).partial().extend(avecVersion);
export type ModificationCommissariat = z.input<typeof modificationCommissariatSchema>;

// ---------------------------------------------------------------------------------------------
// Requesters (requérants): the authority that issued the requisition and is billed. Chorus Pro
// addresses an invoice to a public entity by its SIRET and, when the entity asks for it, a service code.

export const TYPES_REQUERANT = [
  { id: 'tribunal-judiciaire', nom: 'Tribunal judiciaire' },
  { id: 'parquet', nom: 'Parquet' },
  { id: 'police', nom: 'Police' },
  { id: 'gendarmerie', nom: 'Gendarmerie' },
  { id: 'autre', nom: 'Autre' },
] as const;
export type TypeRequerant = (typeof TYPES_REQUERANT)[number]['id'];

/** French label of a requester type ('' for an unknown id). */
export function libelleTypeRequerant(type: string | null | undefined): string {
  return TYPES_REQUERANT.find((t) => t.id === type)?.nom ?? '';
}

/** SIREN of La Poste: its establishments' SIRET follow another check (sum of the digits divisible by 5). */
const SIREN_LA_POSTE = '356000000';

/**
 * INSEE rule of a SIRET: 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments may
 * instead have a sum of digits that is a multiple of 5). Spaces are ignored.
 */
export function siretValide(siret: string): boolean {
  const chiffres = siret.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(chiffres)) return false;
  const valeurs = [...chiffres].map(Number);
  const somme = valeurs.reduce((s, v, i) => {
    if (i % 2 === 1) return s + v;
    const double = v * 2;
    return s + (double > 9 ? double - 9 : double);
  }, 0);
  if (somme % 10 === 0) return true;
  return chiffres.startsWith(SIREN_LA_POSTE) && valeurs.reduce((s, v) => s + v, 0) % 5 === 0;
}

export const MESSAGE_SIRET_FORMAT = 'Le numéro SIRET doit comporter 14 chiffres';
export const MESSAGE_SIRET_CLE = 'Le numéro SIRET est invalide (clé de contrôle incorrecte)';

const siret = z
  .string({ error: MESSAGE_SIRET_FORMAT })
  .overwrite((s) => s.replace(/\s+/g, ''))
  .regex(/^(?:\d{14})?$/, MESSAGE_SIRET_FORMAT)
  .refine((s) => s === '' || siretValide(s), MESSAGE_SIRET_CLE);

const champsRequerant = {
  nom: texteRequis(
    'Veuillez entrer le nom du requérant',
    120,
    'Le nom du requérant ne doit pas dépasser 120 caractères',
  ),
  bureau,
  type: z.enum(TYPES_REQUERANT.map((t) => t.id) as [TypeRequerant, ...TypeRequerant[]], {
    error: 'Veuillez choisir le type de requérant',
  }),
  adresse,
  siret,
  codeService: texteFacultatif(100, 'Le code service ne doit pas dépasser 100 caractères'),
  notes,
};

export const requerantSchema = z.object({ ...entree, ...champsRequerant });
export type Requerant = z.infer<typeof requerantSchema>;

export const creationRequerantSchema = objetStrict({
  ...champsRequerant,
  adresse: adresse.default(''),
  siret: siret.default(''),
  codeService: champsRequerant.codeService.default(''),
  notes: notes.default(''),
});
export type CreationRequerant = z.input<typeof creationRequerantSchema>;

/** PATCH body. `bureau` may be sent but must stay the same (an entry does not change office). */
export const modificationRequerantSchema = objetStrict(champsRequerant).partial().extend(avecVersion);
export type ModificationRequerant = z.input<typeof modificationRequerantSchema>;

// ---------------------------------------------------------------------------------------------
// Files uploaded to the storage (blank documents, report-type models): the types and the size the
// presigned POST policy allows, checked again by the server once the file is stored.

export const TYPES_FICHIER_DOCUMENT = {
  'application/pdf': { extension: 'pdf', nom: 'PDF' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    nom: 'Word (DOCX)',
  },
  'application/vnd.oasis.opendocument.text': { extension: 'odt', nom: 'Texte OpenDocument (ODT)' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extension: 'xlsx',
    nom: 'Excel (XLSX)',
  },
  'application/vnd.oasis.opendocument.spreadsheet': {
    extension: 'ods',
    nom: 'Classeur OpenDocument (ODS)',
  },
  'image/png': { extension: 'png', nom: 'Image PNG' },
  'image/jpeg': { extension: 'jpg', nom: 'Image JPEG' },
} as const;
export type TypeFichierDocument = keyof typeof TYPES_FICHIER_DOCUMENT;
const TYPES_MIME = Object.keys(TYPES_FICHIER_DOCUMENT) as [TypeFichierDocument, ...TypeFichierDocument[]];

/** 20 Mo (20 × 1024 × 1024 bytes): the largest file the storage accepts. */
export const TAILLE_MAX_DOCUMENT_OCTETS = 20 * 1024 * 1024;

/** `accept` attribute of a file input: the extensions and types above. */
export const ACCEPT_DOCUMENTS = [
  ...Object.values(TYPES_FICHIER_DOCUMENT).map((t) => `.${t.extension}`),
  '.jpeg',
  ...TYPES_MIME,
].join(',');

export function typeFichierAccepte(typeMime: string): typeMime is TypeFichierDocument {
  return Object.hasOwn(TYPES_FICHIER_DOCUMENT, typeMime);
}

/** French label of a file type, e.g. 'PDF'; the MIME type itself when it is not one of the list. */
export function libelleTypeFichier(typeMime: string): string {
  return typeFichierAccepte(typeMime) ? TYPES_FICHIER_DOCUMENT[typeMime].nom : typeMime;
}

/** A size for people: '512 o', '3,4 Ko', '1,2 Mo' (French decimal comma, 1 Ko = 1024 o). */
export function formatTaille(octets: number): string {
  if (octets < 1024) return `${octets} o`;
  const [valeur, unite] = octets < 1024 * 1024 ? [octets / 1024, 'Ko'] : [octets / (1024 * 1024), 'Mo'];
  return `${valeur.toFixed(1).replace('.', ',').replace(/,0$/, '')} ${unite}`;
}

const SIGNATURES: Record<'pdf' | 'zip' | 'png' | 'jpeg', readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  zip: [0x50, 0x4b, 0x03, 0x04], // DOCX, XLSX, ODT and ODS are ZIP containers
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};
const SIGNATURE_PAR_TYPE: Record<TypeFichierDocument, keyof typeof SIGNATURES> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'zip',
  'application/vnd.oasis.opendocument.text': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'zip',
  'application/vnd.oasis.opendocument.spreadsheet': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};
/** How many first bytes `contenuConforme` needs. */
export const OCTETS_SIGNATURE = 8;

/**
 * Whether the first bytes of a file are those of its declared type (the storage checks the declared
 * type and the size, not the content: the server reads the first bytes once the file is stored).
 */
export function contenuConforme(typeMime: TypeFichierDocument, premiersOctets: Uint8Array): boolean {
  const attendu = SIGNATURES[SIGNATURE_PAR_TYPE[typeMime]];
  return attendu.every((octet, i) => premiersOctets[i] === octet);
}

const nomFichier = z
  .string({ error: 'Veuillez choisir un fichier' })
  .trim()
  .min(1, 'Veuillez choisir un fichier')
  .max(255, 'Le nom du fichier ne doit pas dépasser 255 caractères')
  .refine((n) => !/[/\\\u0000-\u001f\u007f]/.test(n), 'Le nom du fichier contient un caractère interdit');
const typeMime = z.enum(TYPES_MIME, {
  error:
    'Le fichier doit être un PDF, un document DOCX ou ODT, un tableur XLSX ou ODS, ou une image PNG ou JPEG',
});
const tailleEnOctets = z
  .number({ error: 'Veuillez indiquer la taille du fichier' })
  .int('Veuillez indiquer la taille du fichier')
  .min(1, 'Le fichier est vide')
  .max(TAILLE_MAX_DOCUMENT_OCTETS, 'Le fichier ne doit pas dépasser 20 Mo');
const cle = z
  .string({ error: 'Veuillez déposer le fichier' })
  .min(1, 'Veuillez déposer le fichier')
  .max(300, 'Veuillez déposer le fichier');

/** Body of a `…/televersement` call: what the browser is about to upload. */
export const televersementSchema = objetStrict({ nomFichier, typeMime, tailleEnOctets });
export type TeleversementInput = z.infer<typeof televersementSchema>;

/**
 * Answer of a `…/televersement` call: the browser POSTs a multipart form to `url` with every entry of
 * `fields` first and the file last (field `file`), within `expiresIn` seconds; `cle` is then sent
 * with the entity. The storage refuses another type or a larger file.
 */
export interface Televersement {
  url: string;
  fields: Record<string, string>;
  cle: string;
  expiresIn: number;
}

/** A file stored in the storage and referenced by an item (its key, name, type and size). */
export const fichierSchema = objetStrict({ cle, nomFichier, typeMime, tailleEnOctets });
export type Fichier = z.infer<typeof fichierSchema>;

/** Answer of a download call: a presigned GET valid `expiresIn` seconds. */
export interface Telechargement {
  url: string;
  expiresIn: number;
}

// ---------------------------------------------------------------------------------------------
// Report types (dprapport): global (no office). Delivery time in days, the exam types it applies to
// (ids of the configuration's exam types, docs/product-rules.md#money) and an optional model document.

const champsDpRapport = {
  nom: texteRequis(
    'Veuillez entrer le nom du type de rapport',
    120,
    'Le nom du type de rapport ne doit pas dépasser 120 caractères',
  ),
  delaiRemiseJours: z
    .number({ error: 'Veuillez entrer le délai de remise en jours' })
    .int('Le délai de remise doit être un nombre entier de jours')
    .min(0, 'Le délai de remise ne peut pas être négatif')
    .max(365, 'Le délai de remise ne doit pas dépasser 365 jours'),
  typesExamen: z
    .array(
      z
        .number({ error: "Type d'examen invalide" })
        .int("Type d'examen invalide")
        .positive("Type d'examen invalide"),
      { error: "Veuillez choisir les types d'examen" },
    )
    .max(100, "Veuillez choisir au plus 100 types d'examen")
    .refine((ids) => new Set(ids).size === ids.length, "Un type d'examen est choisi deux fois"),
  modele: fichierSchema.nullable(),
  notes,
};

export const dpRapportSchema = z.object({ ...entree, ...champsDpRapport });
export type DpRapport = z.infer<typeof dpRapportSchema>;

export const creationDpRapportSchema = objetStrict({
  ...champsDpRapport,
  typesExamen: champsDpRapport.typesExamen.default([]),
  modele: champsDpRapport.modele.default(null),
  notes: notes.default(''),
});
export type CreationDpRapport = z.input<typeof creationDpRapportSchema>;

/** PATCH body; `modele: null` removes the model (its file is deleted). */
export const modificationDpRapportSchema = objetStrict(champsDpRapport).partial().extend(avecVersion);
export type ModificationDpRapport = z.input<typeof modificationDpRapportSchema>;

// ---------------------------------------------------------------------------------------------
// Blank documents (documents vierges): global forms and certificates staff download and print.

const champsDocumentVierge = {
  nom: texteRequis(
    'Veuillez entrer le nom du document',
    120,
    'Le nom du document ne doit pas dépasser 120 caractères',
  ),
  description: texteFacultatif(1000, 'La description ne doit pas dépasser 1000 caractères'),
};

export const documentViergeSchema = z.object({
  ...entree,
  ...champsDocumentVierge,
  nomFichier: z.string(),
  typeMime: z.string(),
  tailleEnOctets: z.number().int(),
  creeLe: z.string(),
});
export type DocumentVierge = z.infer<typeof documentViergeSchema>;

/** POST body, after the upload: the key answered by the televersement call and what was uploaded. */
export const creationDocumentViergeSchema = objetStrict({
  ...champsDocumentVierge,
  description: champsDocumentVierge.description.default(''),
  cle,
  nomFichier,
  typeMime,
  tailleEnOctets,
});
export type CreationDocumentVierge = z.input<typeof creationDocumentViergeSchema>;
