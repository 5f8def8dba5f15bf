// The user dialog (Users): its fields, the values of a new or listed user, how the values
// become the API input, and the shared schemas completed with the delegation rules so that a refusal
// the server would answer shows next to its field before anything is sent.
import { refusAdministration, type Administre } from '@umj/shared/administration';
import type { Role } from '@umj/shared/roles';
import {
  creationUtilisateurSchema,
  modificationUtilisateurSchema,
  type CreationUtilisateur,
  type ModificationUtilisateur,
  type UtilisateurAdmin,
} from '@umj/shared/utilisateur';
import type { EditField, FieldOption } from '../../components/edit-dialog/fields.ts';
import type { RegleEcran } from './delegation.ts';

export type UtilisateurForm = {
  nomComplet: string;
  adresseEmail: string;
  role: string | null;
  bureauIds: readonly string[];
  telephone: string;
  rpps: string;
};

export const NOUVEL_UTILISATEUR: UtilisateurForm = {
  nomComplet: '',
  adresseEmail: '',
  role: null,
  bureauIds: [],
  telephone: '',
  rpps: '',
};

export function utilisateurToForm(u: UtilisateurAdmin): UtilisateurForm {
  return {
    nomComplet: u.nomComplet,
    adresseEmail: u.adresseEmail,
    role: u.role,
    bureauIds: u.bureaux.map((b) => b.id),
    telephone: u.telephone ?? '',
    rpps: u.rpps ?? '',
  };
}

/** The dialog's fields: the e-mail only on creation (it is the sign-in name); role and offices by rule. */
export function utilisateurFields(input: {
  mode: 'create' | 'edit';
  regle: RegleEcran;
  roles: readonly FieldOption[];
  bureaux: readonly FieldOption[];
}): EditField<UtilisateurForm>[] {
  const { mode, regle } = input;
  const fige = regle.roleEtBureauxFiges;
  const fields: EditField<UtilisateurForm>[] = [
    {
      name: 'nomComplet',
      label: 'utilisateurs-admin:champs.nomComplet',
      kind: 'text',
      required: true,
      autoFocus: true,
    },
  ];
  if (mode === 'create')
    fields.push({
      name: 'adresseEmail',
      label: 'utilisateurs-admin:champs.adresseEmail',
      kind: 'text',
      required: true,
      hint: 'utilisateurs-admin:champs.adresseEmailAide',
    });
  fields.push(
    {
      name: 'role',
      label: 'utilisateurs-admin:champs.role',
      kind: 'select',
      options: input.roles,
      required: true,
      disabled: fige,
      hint: fige
        ? 'utilisateurs-admin:champs.figeAide'
        : mode === 'edit'
          ? 'utilisateurs-admin:champs.roleAide'
          : undefined,
    },
    {
      name: 'bureauIds',
      label: 'utilisateurs-admin:champs.bureaux',
      kind: 'multiselect',
      options: input.bureaux,
      required: regle.bureauxObligatoires,
      disabled: fige,
      hint: fige
        ? undefined
        : regle.bureauxObligatoires
          ? 'utilisateurs-admin:champs.bureauxAideLimite'
          : 'utilisateurs-admin:champs.bureauxAide',
    },
    { name: 'telephone', label: 'utilisateurs-admin:champs.telephone', kind: 'text' },
    {
      name: 'rpps',
      label: 'utilisateurs-admin:champs.rpps',
      kind: 'text',
      hint: 'utilisateurs-admin:champs.rppsAide',
    },
  );
  return fields;
}

export function toCreateInput(values: UtilisateurForm): CreationUtilisateur {
  return {
    nomComplet: values.nomComplet,
    adresseEmail: values.adresseEmail,
    role: (values.role ?? undefined) as CreationUtilisateur['role'],
    bureauIds: [...values.bureauIds],
    telephone: values.telephone,
    rpps: values.rpps,
  };
}

/** Role and offices are left out when they are not editable (the server keeps the stored ones). */
export function toUpdateInput(
  values: UtilisateurForm,
  version: number | undefined,
  regle: RegleEcran,
): ModificationUtilisateur {
  return {
    nomComplet: values.nomComplet,
    ...(regle.roleEtBureauxFiges
      ? {}
      : { role: (values.role ?? undefined) as Role | undefined, bureauIds: [...values.bureauIds] }),
    telephone: values.telephone,
    rpps: values.rpps,
    version: version as number,
  };
}

/** The shared create schema plus the delegation rules (creation: no user before). */
export function createSchema(admin: Administre) {
  return creationUtilisateurSchema.superRefine((input, ctx) => {
    const refus = refusAdministration(admin, undefined, input);
    if (refus) ctx.addIssue({ code: 'custom', path: [refus.field], message: refus.message });
  });
}

/** The shared update schema plus the delegation rules, for the user as read. */
export function updateSchema(admin: Administre, avant: Administre) {
  return modificationUtilisateurSchema.superRefine((input, ctx) => {
    const refus = refusAdministration(admin, avant, {
      role: input.role ?? avant.role,
      bureauIds: input.bureauIds ?? avant.bureauIds,
    });
    if (refus) ctx.addIssue({ code: 'custom', path: [refus.field], message: refus.message });
  });
}
