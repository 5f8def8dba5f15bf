// /signup: creates an account (role 'aucun' until an administrator gives one), then asks for the code.
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { signup } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { rules } from './auth-rules.ts';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useForm(
    { nomComplet: rules.nomComplet, adresseEmail: rules.adresseEmail, motDePasse: rules.nouveauMotDePasse },
    { nomComplet: '', adresseEmail: '', motDePasse: '' },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await signup({ ...values, adresseEmail: values.adresseEmail.trim().toLowerCase() });
    setDoneFor(values.adresseEmail.trim().toLowerCase());
  });

  if (doneFor) {
    return (
      <AuthCard title={t('signup.doneTitle')}>
        <FormAlert severity="success" text={t('signup.done')} />
        <p>{t('signup.noRole')}</p>
        <Link to={`/confirm-signup?adresseEmail=${encodeURIComponent(doneFor)}`}>
          {t('signup.toConfirm')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        <TextField
          id="nomComplet"
          label={t('fields.nomComplet')}
          autoComplete="name"
          autoFocus
          value={form.values.nomComplet}
          onChange={(v) => form.setValue('nomComplet', v)}
          error={form.errors.nomComplet}
        />
        <TextField
          id="adresseEmail"
          label={t('fields.adresseEmail')}
          type="email"
          autoComplete="email"
          value={form.values.adresseEmail}
          onChange={(v) => form.setValue('adresseEmail', v)}
          error={form.errors.adresseEmail}
        />
        <TextField
          id="motDePasse"
          label={t('fields.nouveauMotDePasse')}
          type="password"
          autoComplete="new-password"
          value={form.values.motDePasse}
          onChange={(v) => form.setValue('motDePasse', v)}
          error={form.errors.motDePasse}
        />
        <p className="umj-hint">{t('fields.passwordHint')}</p>
        <FormAlert text={form.formError} />
        <Button type="submit" label={t('signup.submit')} loading={form.submitting} className="w-full" />
      </form>
      <nav className="umj-auth-links" aria-label={t('links.label')}>
        <Link to="/signin">{t('links.signin')}</Link>
        <Link to="/confirm-signup">{t('links.confirmSignup')}</Link>
      </nav>
    </AuthCard>
  );
}
