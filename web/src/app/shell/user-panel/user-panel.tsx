// User panel (docs/product-rules.md#screens): avatar (initial), display name with its fallback, menu with 'Mon compte',
// 'Raccourcis clavier' (docs/architecture.md#keyboard-shortcuts) and 'Déconnexion'. The menu (PrimeReact's Menu) is a chunk fetched after the first render, not with the
// shell (docs/architecture.md "First load of the SPA"); a click on the button before it has arrived opens
// it as it arrives.
import type { MenuItem } from 'primereact/menuitem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { avatarInitial, displayName } from '@umj/shared/utilisateur';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useMenuDiffere } from '../../../lib/premier-affichage/menu-differe.tsx';
import { RaccourcisDialog } from '../raccourcis/lazy-raccourcis-dialog.tsx';

export const MY_ACCOUNT_PATH = '/mon-compte';

export function UserPanel({ compact = false }: { compact?: boolean }) {
  // Role names are translated in the account namespace (also used by My account).
  const { t } = useTranslation(['shell', 'account']);
  const roleLabel = (role: string) => t(`account:roles.${role}`);
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(user);
  const [raccourcis, setRaccourcis] = useState(false);
  const items: MenuItem[] = [
    { label: t('user.myAccount'), icon: 'pi pi-user', command: () => navigate(MY_ACCOUNT_PATH) },
    { label: t('user.raccourcis'), icon: 'pi pi-question-circle', command: () => setRaccourcis(true) },
    {
      label: t('user.logout'),
      icon: 'pi pi-sign-out',
      command: () => {
        // The drafts' module (the patient-file form's values) loads here, not with the shell.
        const id = user?.id;
        void import('../../../entities/dossier-patient/formulaire/valeurs-dossier.ts')
          .then(({ effacerBrouillons }) => {
            if (id) effacerBrouillons(id);
          })
          .finally(() => void signOut());
      },
    },
  ];
  const menu = useMenuDiffere({ model: items, id: 'umj-user-menu' });
  return (
    <div className={`umj-user${compact ? ' umj-user--compact' : ''}`}>
      {menu.element}
      <RaccourcisDialog visible={raccourcis} onHide={() => setRaccourcis(false)} />
      <button
        type="button"
        className="umj-bouton-nu umj-user__button"
        aria-haspopup="menu"
        aria-controls="umj-user-menu"
        // WCAG 2.5.3: the accessible name starts with the visible text (name, then role).
        aria-label={t('user.menu', { name: user ? `${name} ${roleLabel(user.role)}` : name })}
        onClick={menu.basculer}
      >
        {/* The initial is drawn by CSS: decoration, not text of the button's name (WCAG 2.5.3). */}
        <span
          className="p-avatar p-component p-avatar-circle umj-user__avatar"
          aria-hidden="true"
          data-initial={avatarInitial(user)}
        />
        <span className="umj-user__text">
          <span className="umj-user__name">{name}</span>{' '}
          {user && <span className="umj-user__role">{roleLabel(user.role)}</span>}
        </span>
        <i className="pi pi-angle-down umj-user__chevron" aria-hidden="true" />
      </button>
    </div>
  );
}
