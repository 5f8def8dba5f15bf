// User panel (docs/product-rules.md#screens): avatar (initial), display name with its fallback, menu with 'Mon compte' and
// 'Déconnexion'.
import { Avatar } from 'primereact/avatar';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { avatarInitial, displayName } from '@umj/shared/utilisateur';
import { useSession } from '../../../lib/session/session-provider.tsx';

export const MY_ACCOUNT_PATH = '/mon-compte';

export function UserPanel({ compact = false }: { compact?: boolean }) {
  // Role names are translated in the account namespace (also used by My account).
  const { t } = useTranslation(['shell', 'account']);
  const roleLabel = (role: string) => t(`account:roles.${role}`);
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const name = displayName(user);
  const items: MenuItem[] = [
    { label: t('user.myAccount'), icon: 'pi pi-user', command: () => navigate(MY_ACCOUNT_PATH) },
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
  return (
    <div className={`umj-user${compact ? ' umj-user--compact' : ''}`}>
      <Menu model={items} popup ref={menu} id="umj-user-menu" />
      <button
        type="button"
        className="umj-bouton-nu umj-user__button"
        aria-haspopup="menu"
        aria-controls="umj-user-menu"
        // WCAG 2.5.3: the accessible name starts with the visible text (name, then role).
        aria-label={t('user.menu', { name: user ? `${name} ${roleLabel(user.role)}` : name })}
        onClick={(event) => menu.current?.toggle(event)}
      >
        {/* The initial is drawn by CSS: decoration, not text of the button's name (WCAG 2.5.3). */}
        <Avatar
          shape="circle"
          className="umj-user__avatar"
          aria-hidden="true"
          pt={{ root: { 'data-initial': avatarInitial(user) } as object }}
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
