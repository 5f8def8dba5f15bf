// Columns of the users list: nomComplet, e-mail, role (translated), offices, actif (with the pending
// invitation), téléphone, RPPS; described once for the table, the filters, the search, the exports and
// the print (the people columns of entities/utilisateur).
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list/list-column.ts';
import { colonnesUtilisateur, etatTag } from '../../entities/utilisateur/colonnes-utilisateur.tsx';
import { ROLES_FILTRABLES } from './utilisateurs-filtre.ts';

export function utilisateurColumns(t: TFunction): ListColumn<UtilisateurAdmin>[] {
  const c = colonnesUtilisateur<UtilisateurAdmin>('utilisateurs-admin', t, ROLES_FILTRABLES);
  const actif: ListColumn<UtilisateurAdmin> = {
    ...c.actif('9rem'),
    cell: (u) => (
      <span className="umj-utilisateur-etat">
        {etatTag(
          u.actif ? 'success' : 'danger',
          t(u.actif ? 'utilisateurs-admin:etat.actif' : 'utilisateurs-admin:etat.inactif'),
        )}
        {!u.confirme && etatTag('warning', t('utilisateurs-admin:etat.invitationEnAttente'))}
      </span>
    ),
  };
  return [c.nomComplet, c.adresseEmail, c.role, c.bureaux, actif, c.telephone, c.rpps];
}
