// /admin/utilisateur/statut/:name and /admin/utilisateur/role/:name (docs/product-rules.md#screens admin only; the administration work
// Users): the users the administrator may administer, filtered by the route (status or role), created
// with an invitation e-mail, edited (name, role, offices, phone, RPPS), deactivated after a confirmation
// saying their sessions end at once, or reactivated. The delegation rules of the administration work shape what is
// offered (delegation.ts); the server enforces them anyway. Copied from the Offices screen's pattern.
import { visibleBureaux } from '@umj/shared/bureau';
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import { ConfirmationDanger } from '../../components/confirmation/confirmation-danger.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams } from 'react-router-dom';
import { EditDialog, usePrechargerEditDialog } from '../../components/edit-dialog/lazy-edit-dialog.tsx';
import { BoutonLigne } from '../../components/list/bouton-ligne.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { RouteFilterNav } from '../../components/list/route-filter-nav.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { appStore } from '../../lib/app-store.ts';
import { useBureaux } from '../../lib/bureaux/bureaux-query.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCreateUtilisateur } from './api/create-utilisateur.ts';
import { listUtilisateurs, useUtilisateurs } from './api/list-utilisateurs.ts';
import { useUpdateUtilisateur } from './api/update-utilisateur.ts';
import { administrateurCourant, administre, regleEcran } from './delegation.ts';
import { utilisateurColumns } from './utilisateur-columns.tsx';
import { roleLabel } from '../../entities/utilisateur/colonnes-utilisateur.tsx';
import {
  createSchema,
  NOUVEL_UTILISATEUR,
  toCreateInput,
  toUpdateInput,
  updateSchema,
  utilisateurFields,
  utilisateurToForm,
} from './utilisateur-form.ts';
import {
  appliquerFiltre,
  BASE,
  CHEMIN_PAR_DEFAUT,
  cheminRole,
  cheminStatut,
  filtreDepuisRoute,
  ROLES_FILTRABLES,
  STATUTS,
} from './utilisateurs-filtre.ts';
import './utilisateurs-admin.css';

type Editing = { mode: 'create' } | { mode: 'edit'; utilisateur: UtilisateurAdmin } | null;

export default function UtilisateursAdminPage() {
  const { t } = useTranslation(['utilisateurs-admin', 'account', 'common']);
  usePrechargerEditDialog();
  const { name } = useParams();
  const parRole = useMatch(`${BASE}/role/:name`) !== null;
  const filtre = useMemo(() => filtreDepuisRoute(parRole ? 'role' : 'statut', name), [parRole, name]);
  const { user } = useSession();
  const query = useUtilisateurs();
  const bureauxQuery = useBureaux();
  const create = useCreateUtilisateur();
  const update = useUpdateUtilisateur();
  const [editing, setEditing] = useState<Editing>(null);
  const [toToggle, setToToggle] = useState<UtilisateurAdmin | null>(null);
  const columns = useMemo(() => utilisateurColumns(t), [t]);

  const admin = user ? administrateurCourant(user) : { id: '', role: 'aucun' as const, bureauIds: [] };
  const data = useMemo(
    () => (query.data && filtre ? appliquerFiltre(query.data, filtre) : undefined),
    [query.data, filtre],
  );

  if (!filtre) return <Navigate to={CHEMIN_PAR_DEFAUT} replace />;

  // Offices the administrator may give: all for an unrestricted one, else its own (docs/product-rules.md#access).
  const bureauOptions = visibleBureaux(user, bureauxQuery.data ?? []).map((b) => ({
    value: b.id,
    label: b.nom,
  }));
  const roleOptions = (roles: readonly UtilisateurAdmin['role'][]) =>
    roles.map((role) => ({ value: role, label: roleLabel(t, role) }));

  const filtreLabel =
    filtre.kind === 'statut' ? t(`utilisateurs-admin:statuts.${filtre.statut}`) : roleLabel(t, filtre.role);
  const toolbar = (
    <RouteFilterNav
      label={t('utilisateurs-admin:filtre.titre')}
      groups={[
        {
          label: t('utilisateurs-admin:filtre.statut'),
          options: STATUTS.map((s) => ({ to: cheminStatut(s), label: t(`utilisateurs-admin:statuts.${s}`) })),
        },
        {
          label: t('utilisateurs-admin:filtre.role'),
          options: ROLES_FILTRABLES.map((r) => ({ to: cheminRole(r), label: roleLabel(t, r) })),
        },
      ]}
    />
  );

  const onToggle = async (u: UtilisateurAdmin) => {
    try {
      await update.mutateAsync({ id: u.id, actif: !u.actif, version: u.version });
      appStore.notify({
        severity: 'success',
        detail: t(u.actif ? 'utilisateurs-admin:desactive' : 'utilisateurs-admin:reactive', {
          nom: u.nomComplet,
        }),
      });
    } catch (error) {
      appStore.notify({ severity: 'error', detail: errorMessage(error) });
    }
  };

  const rowActions = (u: UtilisateurAdmin) => {
    const regle = regleEcran(admin, u);
    if (!regle.modifiable)
      return (
        <span className="umj-lecture-seule">
          <i className="pi pi-lock" aria-hidden="true" /> {t('utilisateurs-admin:lectureSeule')}
        </span>
      );
    return (
      <>
        {regle.activable && (
          <BoutonLigne
            icon={u.actif ? 'pi pi-user-minus' : 'pi pi-user-plus'}
            severity={u.actif ? 'danger' : 'success'}
            label={t(u.actif ? 'utilisateurs-admin:desactiverNomme' : 'utilisateurs-admin:reactiverNomme', {
              nom: u.nomComplet,
            })}
            tooltip={t(u.actif ? 'utilisateurs-admin:desactiver' : 'utilisateurs-admin:reactiver')}
            onClick={() => (u.actif ? setToToggle(u) : void onToggle(u))}
          />
        )}
        <BoutonLigne
          icon="pi pi-pencil"
          label={t('common:actions.modifierNomme', { nom: u.nomComplet })}
          tooltip={t('common:actions.modifier')}
          onClick={() => setEditing({ mode: 'edit', utilisateur: u })}
        />
      </>
    );
  };

  const creation = regleEcran(admin);
  const edition = editing?.mode === 'edit' ? regleEcran(admin, editing.utilisateur) : null;

  return (
    <ListPage
      title={t('utilisateurs-admin:titre')}
      // Until the signed-in user is known the rules cannot say which rows are editable: still loading.
      query={{ ...query, data: user ? data : undefined, isPending: query.isPending || !user }}
      columns={columns}
      rowName={(u) => u.nomComplet}
      onCreate={() => setEditing({ mode: 'create' })}
      rowActions={rowActions}
      toolbar={toolbar}
      exportFilters={[
        {
          label: t(
            filtre.kind === 'statut' ? 'utilisateurs-admin:filtre.statut' : 'utilisateurs-admin:filtre.role',
          ),
          value: filtreLabel,
        },
      ]}
    >
      {editing?.mode === 'create' && (
        <EditDialog
          title={t('utilisateurs-admin:nouveau')}
          fields={utilisateurFields({
            mode: 'create',
            regle: creation,
            roles: roleOptions(creation.roles),
            bureaux: bureauOptions,
          })}
          initialValues={NOUVEL_UTILISATEUR}
          schema={createSchema(admin)}
          toInput={toCreateInput}
          submit={async (input) => {
            const created = await create.mutateAsync(input);
            appStore.notify({
              severity: 'success',
              summary: t('common:message.objetCreated'),
              detail: t('utilisateurs-admin:invitationEnvoyee', { email: created.adresseEmail }),
            });
          }}
          onHide={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && edition && (
        <EditDialog
          key={editing.utilisateur.id}
          title={t('utilisateurs-admin:modifier', { nom: editing.utilisateur.nomComplet })}
          fields={utilisateurFields({
            mode: 'edit',
            regle: edition,
            roles: roleOptions(edition.roles),
            bureaux: bureauOptions,
          })}
          initialValues={utilisateurToForm(editing.utilisateur)}
          version={editing.utilisateur.version}
          schema={updateSchema(admin, administre(editing.utilisateur))}
          toInput={(values, version) => toUpdateInput(values, version, edition)}
          submit={async (input) => {
            await update.mutateAsync({ id: editing.utilisateur.id, ...input });
            appStore.notify({ severity: 'success', detail: t('common:message.objetUpdated') });
          }}
          reload={async () => {
            const latest = (await listUtilisateurs()).find((u) => u.id === editing.utilisateur.id);
            if (!latest) throw new Error(t('utilisateurs-admin:introuvable'));
            return { values: utilisateurToForm(latest), version: latest.version };
          }}
          onHide={() => setEditing(null)}
        />
      )}
      <ConfirmationDanger
        cible={toToggle}
        onFermer={() => setToToggle(null)}
        titre={t('utilisateurs-admin:desactivation.titre')}
        message={(u) => t('utilisateurs-admin:desactivation.message', { nom: u.nomComplet })}
        libelleAction={t('utilisateurs-admin:desactiver')}
        onConfirmer={(u) => void onToggle(u)}
      />
    </ListPage>
  );
}
