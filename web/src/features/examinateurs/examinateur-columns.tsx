// Columns of the examiners list: nomComplet, role, offices, téléphone, RPPS, e-mail, actif; described
// once for the table, the filters, the search, the exports and the print (the people columns of
// entities/utilisateur).
import { ROLES_EXAMINATEUR, type Examinateur } from '@umj/shared/utilisateur';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list/list-column.ts';
import { colonnesUtilisateur } from '../../entities/utilisateur/colonnes-utilisateur.tsx';

export function examinateurColumns(t: TFunction): ListColumn<Examinateur>[] {
  const c = colonnesUtilisateur<Examinateur>('examinateurs', t, ROLES_EXAMINATEUR);
  return [c.nomComplet, c.role, c.bureaux, c.telephone, c.rpps, c.adresseEmail, c.actif('8rem')];
}
