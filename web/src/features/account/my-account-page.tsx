// /mon-compte ('My account' of the user menu): profile, role, offices, professional contact details
// (phone and RPPS number) and the password change.
import { isUnrestricted } from '@umj/shared/bureau';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-provider.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ContactForm } from './contact-form.tsx';
import './account.css';

export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [savedVersion, setSavedVersion] = useState<number | undefined>();
  if (!user) return <p role="status">{t('loading')}</p>;

  return (
    <div className="umj-account">
      <h1 id="account-title">{t('title')}</h1>
      <section className="umj-card umj-account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        <dl>
          <dt>{t('profile.nomComplet')}</dt>
          <dd>{user.nomComplet}</dd>
          <dt>{t('profile.adresseEmail')}</dt>
          <dd>{user.adresseEmail}</dd>
          <dt>{t('profile.role')}</dt>
          <dd>{t(`roles.${user.role}`)}</dd>
          <dt>{t('profile.bureaux')}</dt>
          <dd>
            {isUnrestricted(user) ? (
              t('profile.tousLesBureaux')
            ) : (
              <ul>
                {user.bureaux.map((b) => (
                  <li key={b.id}>{b.nom}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {user.role === 'aucun' && <p className="umj-hint">{t('profile.noRole')}</p>}
      </section>
      <section className="umj-card umj-account-card">
        <ContactForm
          key={user.version}
          user={user}
          saved={savedVersion !== undefined && savedVersion === user.version}
          onSaved={setSavedVersion}
        />
      </section>
      <section className="umj-card umj-account-card">
        <ChangePasswordForm />
      </section>
    </div>
  );
}
