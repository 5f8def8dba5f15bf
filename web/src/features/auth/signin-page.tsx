// /signin (docs/product-rules.md#screens): e-mail and password; on success the user goes to /initialUrl (role home).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useFormDiffere } from '../../lib/forms/use-form-differe.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { AuthCard } from './auth-card.tsx';
import { emailField } from './auth-fields.ts';
import { AuthLinks } from './auth-links.tsx';
import { authResolver } from './auth-rules.ts';

export default function SigninPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const form = useFormDiffere({
    loadResolver: authResolver({ adresseEmail: 'adresseEmail', motDePasse: 'motDePasse' }),
    defaultValues: { adresseEmail: '', motDePasse: '' },
    resetOnSuccess: true,
  });

  return (
    <AuthCard title={t('signin.title')} intro={t('signin.intro')}>
      <SubmitForm
        form={form}
        fields={[
          emailField(t('fields.adresseEmail'), 'username', true),
          {
            name: 'motDePasse',
            label: t('fields.motDePasse'),
            type: 'password',
            autoComplete: 'current-password',
          },
        ]}
        onValid={async (values) => {
          await session.signIn(values);
          navigate('/initialUrl', { replace: true });
        }}
        fallbackError={session.error}
        submitLabel={t('signin.submit')}
      />
      <AuthLinks
        links={[
          ['/forget-password', t('links.forgetPassword')],
          ['/signup', t('links.signup')],
          ['/acceuil', t('links.home')],
        ]}
      />
    </AuthCard>
  );
}
