// /global/examinateur/statut/:name and /global/examinateur/role/:name (docs/product-rules.md#screens, the examiners):
// the doctors and psychologists of the offices selected in the header, filtered by the route (status
// or role), read-only, with the list pattern's search, column filters, exports and print view.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams } from 'react-router-dom';
import { ListPage } from '../../components/list/list-page.tsx';
import { RouteFilterNav } from '../../components/list/route-filter-nav.tsx';
import { requeteSurSelection } from '../../lib/bureaux/requete-sur-selection.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { ROLES_EXAMINATEUR, STATUTS_EXAMINATEUR } from '@umj/shared/utilisateur';
import { useExaminateurs } from '../../entities/examinateur/api/list-examinateurs.ts';
import { examinateurColumns } from './examinateur-columns.tsx';
import { roleLabel } from '../../entities/utilisateur/colonnes-utilisateur.tsx';
import {
  BASE,
  CHEMIN_PAR_DEFAUT,
  cheminRole,
  cheminStatut,
  dansLesBureaux,
  filtreDepuisRoute,
} from './examinateurs-filtre.ts';
import { filtreBureaux } from '../../components/export/export-table.ts';

export default function ExaminateursPage() {
  const { t } = useTranslation(['examinateurs', 'account', 'common']);
  const { name } = useParams();
  const parRole = useMatch(`${BASE}/role/:name`) !== null;
  const filtre = useMemo(() => filtreDepuisRoute(parRole ? 'role' : 'statut', name), [parRole, name]);
  const query = useExaminateurs(filtre);
  const selection = useSelectedBureaux();
  const columns = useMemo(() => examinateurColumns(t), [t]);
  const selectedIds = selection.ids.join(' ');
  const data = useMemo(
    () => (query.data && selection.ready ? dansLesBureaux(query.data, selectedIds.split(' ')) : undefined),
    [query.data, selection.ready, selectedIds],
  );

  if (!filtre) return <Navigate to={CHEMIN_PAR_DEFAUT} replace />;

  const exportFilters = [
    filtre.role
      ? { label: t('examinateurs:filtre.role'), value: roleLabel(t, filtre.role) }
      : { label: t('examinateurs:filtre.statut'), value: t(`examinateurs:statuts.${filtre.statut}`) },
    filtreBureaux(t('examinateurs:filtre.bureaux'), selection.bureaux),
  ];

  return (
    <ListPage
      title={t('examinateurs:titre')}
      // The offices of the header are needed to keep the examiners of the selected ones.
      query={requeteSurSelection(query, selection, data)}
      columns={columns}
      rowName={(e) => e.nomComplet}
      exportFilters={exportFilters}
      toolbar={
        <RouteFilterNav
          label={t('examinateurs:filtre.titre')}
          groups={[
            {
              label: t('examinateurs:filtre.statut'),
              options: STATUTS_EXAMINATEUR.map((s) => ({
                to: cheminStatut(s),
                label: t(`examinateurs:statuts.${s}`),
              })),
            },
            {
              label: t('examinateurs:filtre.role'),
              options: ROLES_EXAMINATEUR.map((r) => ({ to: cheminRole(r), label: roleLabel(t, r) })),
            },
          ]}
        />
      }
    />
  );
}
