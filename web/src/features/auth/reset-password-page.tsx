// /reset-password: the e-mail address, the code received by e-mail and the new password.
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { resetPassword } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { rules } from './auth-rules.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const form = useForm(
    { adresseEmail: rules.adresseEmail, code: rules.code, nouveauMotDePasse: rules.nouveauMotDePasse },
    { adresseEmail: params.get('adresseEmail') ?? '', code: '', nouveauMotDePasse: '' },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await resetPassword({
      ...values,
      adresseEmail: values.adresseEmail.trim().toLowerCase(),
      code: values.code.trim(),
    });
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <FormAlert severity="success" text={t('resetPassword.done')} />
        <Link to="/signin">{t('links.signin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {params.get('envoye') && <FormAlert severity="info" text={t('forgetPassword.sent')} />}
      <form onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        <TextField
          id="adresseEmail"
          label={t('fields.adresseEmail')}
          type="email"
          autoComplete="username"
          value={form.values.adresseEmail}
          onChange={(v) => form.setValue('adresseEmail', v)}
          error={form.errors.adresseEmail}
        />
        <TextField
          id="code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={form.values.code}
          onChange={(v) => form.setValue('code', v)}
          error={form.errors.code}
        />
        <TextField
          id="nouveauMotDePasse"
          label={t('fields.nouveauMotDePasse')}
          type="password"
          autoComplete="new-password"
          value={form.values.nouveauMotDePasse}
          onChange={(v) => form.setValue('nouveauMotDePasse', v)}
          error={form.errors.nouveauMotDePasse}
        />
        <p className="umj-hint">{t('fields.passwordHint')}</p>
        <FormAlert text={form.formError} />
        <Button
          type="submit"
          label={t('resetPassword.submit')}
          loading={form.submitting}
          className="w-full"
        />
      </form>
      <nav className="umj-auth-links" aria-label={t('links.label')}>
        <Link to="/forget-password">{t('links.forgetPassword')}</Link>
        <Link to="/signin">{t('links.signin')}</Link>
      </nav>
    </AuthCard>
  );
}
