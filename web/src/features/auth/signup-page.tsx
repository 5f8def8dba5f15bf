// /signup: creates an account (role 'aucun' until an administrator gives one), then asks for the code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useFormDiffere } from '../../lib/forms/use-form-differe.tsx';
import { useSignup } from './api/signup.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthDone } from './auth-done.tsx';
import { emailField, newPasswordField } from './auth-fields.ts';
import { AuthLinks } from './auth-links.tsx';
import { authResolver, normalizeEmail } from './auth-rules.ts';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const signup = useSignup();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useFormDiffere({
    loadResolver: authResolver({
      nomComplet: 'nomComplet',
      adresseEmail: 'adresseEmail',
      motDePasse: 'nouveauMotDePasse',
    }),
    defaultValues: { nomComplet: '', adresseEmail: '', motDePasse: '' },
    resetOnSuccess: true,
  });

  if (doneFor) {
    return (
      <AuthDone title={t('signup.doneTitle')} text={t('signup.done')}>
        <p>{t('signup.noRole')}</p>
        <Link to={`/confirm-signup?adresseEmail=${encodeURIComponent(doneFor)}`}>
          {t('signup.toConfirm')}
        </Link>
      </AuthDone>
    );
  }

  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <SubmitForm
        form={form}
        fields={[
          { name: 'nomComplet', label: t('fields.nomComplet'), autoComplete: 'name', autoFocus: true },
          emailField(t('fields.adresseEmail')),
          newPasswordField('motDePasse', t('fields.nouveauMotDePasse')),
        ]}
        hint={t('fields.passwordHint')}
        onValid={async (values) => {
          const adresseEmail = normalizeEmail(values.adresseEmail);
          await signup.mutateAsync({ ...values, adresseEmail });
          setDoneFor(adresseEmail);
        }}
        submitLabel={t('signup.submit')}
      />
      <AuthLinks
        links={[
          ['/signin', t('links.signin')],
          ['/confirm-signup', t('links.confirmSignup')],
        ]}
      />
    </AuthCard>
  );
}
