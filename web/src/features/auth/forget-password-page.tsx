// /forget-password: asks for a reset code sent by e-mail, then goes on to /reset-password.
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { forgotPassword } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { rules } from './auth-rules.ts';

export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm({ adresseEmail: rules.adresseEmail }, { adresseEmail: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const adresseEmail = values.adresseEmail.trim().toLowerCase();
    await forgotPassword({ adresseEmail });
    navigate(`/reset-password?adresseEmail=${encodeURIComponent(adresseEmail)}&envoye=1`);
  });

  return (
    <AuthCard title={t('forgetPassword.title')} intro={t('forgetPassword.intro')}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        <TextField
          id="adresseEmail"
          label={t('fields.adresseEmail')}
          type="email"
          autoComplete="email"
          autoFocus
          value={form.values.adresseEmail}
          onChange={(v) => form.setValue('adresseEmail', v)}
          error={form.errors.adresseEmail}
        />
        <FormAlert text={form.formError} />
        <Button
          type="submit"
          label={t('forgetPassword.submit')}
          loading={form.submitting}
          className="w-full"
        />
      </form>
      <nav className="umj-auth-links" aria-label={t('links.label')}>
        <Link to="/signin">{t('links.signin')}</Link>
      </nav>
    </AuthCard>
  );
}
