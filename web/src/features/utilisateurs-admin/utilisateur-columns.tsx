// Columns of the users list (issue 8 Users): nomComplet, e-mail, role (translated), offices, actif,
// téléphone, RPPS; described once for the table, the filters, the search, the exports and the print.
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import type { Role } from '@umj/shared/roles';
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import type { ListColumn } from '../../components/list/list-column.ts';
import { Fragment, type ReactNode } from 'react';
import { ROLES_FILTRABLES } from './utilisateurs-filtre.ts';

/** An e-mail address with break opportunities after '@' and before each '.', so it wraps at its parts. */
function emailCoupable(email: string): ReactNode {
  return email.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export const roleLabel = (t: TFunction, role: Role) => t(`account:roles.${role}`);

export function utilisateurColumns(t: TFunction): ListColumn<UtilisateurAdmin>[] {
  return [
    {
      field: 'nomComplet',
      header: 'utilisateurs-admin:colonnes.nomComplet',
      value: (u) => u.nomComplet,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'adresseEmail',
      header: 'utilisateurs-admin:colonnes.adresseEmail',
      value: (u) => u.adresseEmail,
      // An address breaks anywhere rather than widening the table past the actions column.
      cell: (u) => (
        <span className="umj-cell-email" dir="ltr">
          {emailCoupable(u.adresseEmail)}
        </span>
      ),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'role',
      header: 'utilisateurs-admin:colonnes.role',
      value: (u) => roleLabel(t, u.role),
      sortable: true,
      filter: {
        kind: 'select',
        options: ROLES_FILTRABLES.map((role) => ({ value: roleLabel(t, role), label: roleLabel(t, role) })),
      },
    },
    {
      field: 'bureaux',
      header: 'utilisateurs-admin:colonnes.bureaux',
      value: (u) => u.bureaux.map((b) => b.nom).join(', '),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'actif',
      header: 'utilisateurs-admin:colonnes.actif',
      value: (u) => u.actif,
      cell: (u) => (
        <span className="umj-utilisateur-etat">
          <Tag
            className="umj-etat-tag"
            severity={u.actif ? 'success' : 'danger'}
            value={t(u.actif ? 'utilisateurs-admin:etat.actif' : 'utilisateurs-admin:etat.inactif')}
          />
          {!u.confirme && (
            <Tag
              className="umj-etat-tag"
              severity="warning"
              value={t('utilisateurs-admin:etat.invitationEnAttente')}
            />
          )}
        </span>
      ),
      sortable: true,
      filter: { kind: 'boolean' },
      width: '9rem',
    },
    {
      field: 'telephone',
      header: 'utilisateurs-admin:colonnes.telephone',
      value: (u) => u.telephone,
      cell: (u) => (
        <span className="umj-cell-nowrap" dir="ltr">
          {u.telephone}
        </span>
      ),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'rpps',
      header: 'utilisateurs-admin:colonnes.rpps',
      value: (u) => u.rpps,
      sortable: true,
      filter: { kind: 'text' },
    },
  ];
}
