// Columns of the examiners list (issue 8 Examiners): nomComplet, role, offices, téléphone, RPPS,
// e-mail, actif; described once for the table, the filters, the search, the exports and the print.
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import { ROLES_EXAMINATEUR, type Examinateur } from '@umj/shared/utilisateur';
import type { ListColumn } from '../../components/list/list-column.ts';
import { Fragment, type ReactNode } from 'react';

/** An e-mail address with break opportunities after '@' and before each '.', so it wraps at its parts. */
function emailCoupable(email: string): ReactNode {
  return email.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export const roleLabel = (t: TFunction, role: string) => t(`account:roles.${role}`);

export function examinateurColumns(t: TFunction): ListColumn<Examinateur>[] {
  return [
    {
      field: 'nomComplet',
      header: 'examinateurs:colonnes.nomComplet',
      value: (e) => e.nomComplet,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'role',
      header: 'examinateurs:colonnes.role',
      value: (e) => roleLabel(t, e.role),
      sortable: true,
      filter: {
        kind: 'select',
        options: ROLES_EXAMINATEUR.map((role) => ({ value: roleLabel(t, role), label: roleLabel(t, role) })),
      },
    },
    {
      field: 'bureaux',
      header: 'examinateurs:colonnes.bureaux',
      value: (e) => e.bureaux.map((b) => b.nom).join(', '),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'telephone',
      header: 'examinateurs:colonnes.telephone',
      value: (e) => e.telephone,
      cell: (e) => (
        <span className="umj-cell-nowrap" dir="ltr">
          {e.telephone}
        </span>
      ),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'rpps',
      header: 'examinateurs:colonnes.rpps',
      value: (e) => e.rpps,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'adresseEmail',
      header: 'examinateurs:colonnes.adresseEmail',
      value: (e) => e.adresseEmail,
      // An address breaks anywhere rather than widening the table past the actions column.
      cell: (e) => (
        <span className="umj-cell-email" dir="ltr">
          {emailCoupable(e.adresseEmail)}
        </span>
      ),
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'actif',
      header: 'examinateurs:colonnes.actif',
      value: (e) => e.actif,
      cell: (e) => (
        <Tag
          className="umj-etat-tag"
          severity={e.actif ? 'success' : 'danger'}
          value={t(e.actif ? 'examinateurs:etat.actif' : 'examinateurs:etat.inactif')}
        />
      ),
      sortable: true,
      filter: { kind: 'boolean' },
      width: '8rem',
    },
  ];
}
