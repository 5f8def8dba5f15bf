// The office dialog's fields and how its values map to the API (docs/product-rules.md#office: nom, logo).
import type { Bureau } from '@umj/shared/bureau';
import { LOGO_TAILLE_MAX_OCTETS, LOGO_TYPES } from '@umj/shared/bureau';
import type { EditField, FileValue } from '../../components/edit-dialog/fields.ts';

export type BureauForm = { nom: string; logo: FileValue | null };

/** Choice (spec silent): a logo is at most 2 MB, the limit of the storage's POST policy too. */
export const LOGO_MAX_BYTES = LOGO_TAILLE_MAX_OCTETS;

export const BUREAU_FIELDS: readonly EditField<BureauForm>[] = [
  { name: 'nom', label: 'bureaux-admin:champs.nom', kind: 'text', required: true, autoFocus: true },
  {
    name: 'logo',
    label: 'bureaux-admin:champs.logo',
    kind: 'file',
    accept: Object.keys(LOGO_TYPES),
    maxBytes: LOGO_MAX_BYTES,
    hint: 'bureaux-admin:champs.logoAide',
  },
];

export const NEW_BUREAU: BureauForm = { nom: '', logo: null };

export function bureauToForm(bureau: Bureau): BureauForm {
  return {
    nom: bureau.nom,
    logo: bureau.logo ? { key: bureau.logo, url: bureau.logoUrl ?? null, file: null } : null,
  };
}
