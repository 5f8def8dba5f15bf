// /signin (spec §2): e-mail and password; on success the user goes to /initialUrl (role home).
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { AuthCard } from './auth-card.tsx';
import { rules } from './auth-rules.ts';

export default function SigninPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm(
    { adresseEmail: rules.adresseEmail, motDePasse: rules.motDePasse },
    { adresseEmail: '', motDePasse: '' },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await session.signIn(values);
    navigate('/initialUrl', { replace: true });
  });

  return (
    <AuthCard title={t('signin.title')} intro={t('signin.intro')}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        <TextField
          id="adresseEmail"
          label={t('fields.adresseEmail')}
          type="email"
          autoComplete="username"
          autoFocus
          value={form.values.adresseEmail}
          onChange={(v) => form.setValue('adresseEmail', v)}
          error={form.errors.adresseEmail}
        />
        <TextField
          id="motDePasse"
          label={t('fields.motDePasse')}
          type="password"
          autoComplete="current-password"
          value={form.values.motDePasse}
          onChange={(v) => form.setValue('motDePasse', v)}
          error={form.errors.motDePasse}
        />
        <FormAlert text={form.formError ?? session.error} />
        <Button type="submit" label={t('signin.submit')} loading={form.submitting} className="w-full" />
      </form>
      <nav className="umj-auth-links" aria-label={t('links.label')}>
        <Link to="/forget-password">{t('links.forgetPassword')}</Link>
        <Link to="/signup">{t('links.signup')}</Link>
        <Link to="/acceuil">{t('links.home')}</Link>
      </nav>
    </AuthCard>
  );
}
