// /forget-password: asks for a reset code sent by e-mail, then goes on to /reset-password.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useFormDiffere } from '../../lib/forms/use-form-differe.tsx';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthCard } from './auth-card.tsx';
import { emailField } from './auth-fields.ts';
import { AuthLinks } from './auth-links.tsx';
import { authResolver, normalizeEmail } from './auth-rules.ts';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useFormDiffere({
    loadResolver: authResolver({ adresseEmail: 'adresseEmail' }),
    defaultValues: { adresseEmail: '' },
    resetOnSuccess: true,
  });

  return (
    <AuthCard title={t('forgetPassword.title')} intro={t('forgetPassword.intro')}>
      <SubmitForm
        form={form}
        fields={[emailField(t('fields.adresseEmail'), 'email', true)]}
        onValid={async (values) => {
          const adresseEmail = normalizeEmail(values.adresseEmail);
          await forgotPassword.mutateAsync({ adresseEmail });
          navigate(`/reset-password?adresseEmail=${encodeURIComponent(adresseEmail)}&envoye=1`);
        }}
        submitLabel={t('forgetPassword.submit')}
      />
      <AuthLinks links={[['/signin', t('links.signin')]]} />
    </AuthCard>
  );
}
