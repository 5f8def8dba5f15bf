// /confirm-signup: the e-mail address and the code received by e-mail.
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { confirmSignup } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { rules } from './auth-rules.ts';

export default function ConfirmSignupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const form = useForm(
    { adresseEmail: rules.adresseEmail, code: rules.code },
    { adresseEmail: params.get('adresseEmail') ?? '', code: '' },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await confirmSignup({ adresseEmail: values.adresseEmail.trim().toLowerCase(), code: values.code.trim() });
    setDone(true);
  });

  if (done) {
    return (
      <AuthCard title={t('confirmSignup.doneTitle')}>
        <FormAlert severity="success" text={t('confirmSignup.done')} />
        <p>{t('signup.noRole')}</p>
        <Link to="/signin">{t('links.signin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('confirmSignup.title')} intro={t('confirmSignup.intro')}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
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
          id="code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={form.values.code}
          onChange={(v) => form.setValue('code', v)}
          error={form.errors.code}
        />
        <FormAlert text={form.formError} />
        <Button
          type="submit"
          label={t('confirmSignup.submit')}
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
