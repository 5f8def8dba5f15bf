// The columns of /admin/audit: when (Paris time, to the second), who, which office, what, the target and the result.
// Their values are what the CSV export writes (components/list). At 1280 px the table shows the entry's
// day, user, office, action, result and status; the role, request, target and address are in the column
// chooser (docs/architecture.md#wide-lists), the exports keep them all.
import type { ListColumn } from '../../components/list/list-column.ts';
import type { EntreeAudit } from '@umj/shared/audit';
import { formatInstantParis } from '@umj/shared/dates';

/** `nomBureau`: an office's name from its id (the id itself when unknown). */
export function colonnesAudit(nomBureau: (id: string) => string): ListColumn<EntreeAudit>[] {
  return [
    {
      field: 'date',
      header: 'audit-admin:colonnes.date',
      value: (e) => formatInstantParis(new Date(e.date), true),
      // Day then time, in that order in Arabic too.
      cell: (e) => <span dir="ltr">{formatInstantParis(new Date(e.date), true)}</span>,
      sortable: true,
      width: '11rem',
    },
    {
      field: 'utilisateur',
      header: 'audit-admin:colonnes.utilisateur',
      value: (e) => e.adresseEmail ?? e.utilisateurId,
    },
    { field: 'role', header: 'audit-admin:colonnes.role', value: (e) => e.role, optional: true },
    {
      field: 'bureau',
      header: 'audit-admin:colonnes.bureau',
      value: (e) => (e.bureauId ? nomBureau(e.bureauId) : null),
    },
    { field: 'action', header: 'audit-admin:colonnes.action', value: (e) => e.action, sortable: true },
    {
      field: 'requete',
      header: 'audit-admin:colonnes.requete',
      value: (e) => `${e.methode} ${e.chemin}`,
      optional: true,
    },
    { field: 'cible', header: 'audit-admin:colonnes.cible', value: (e) => e.cible, optional: true },
    { field: 'resultat', header: 'audit-admin:colonnes.resultat', value: (e) => e.resultat, sortable: true },
    {
      field: 'statut',
      header: 'audit-admin:colonnes.statut',
      value: (e) => [e.statusCode, e.code].filter((v) => v !== null).join(' ') || null,
    },
    { field: 'ip', header: 'audit-admin:colonnes.ip', value: (e) => e.ip, optional: true },
  ];
}
