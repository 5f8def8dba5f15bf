// /reset-password: the e-mail address, the code received by e-mail and the new password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useFormDiffere } from '../../lib/forms/use-form-differe.tsx';
import { useResetPassword } from './api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthDone } from './auth-done.tsx';
import { codeField, emailField, newPasswordField } from './auth-fields.ts';
import { AuthLinks } from './auth-links.tsx';
import { authResolver, normalizeEmail } from './auth-rules.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const form = useFormDiffere({
    loadResolver: authResolver({
      adresseEmail: 'adresseEmail',
      code: 'code',
      nouveauMotDePasse: 'nouveauMotDePasse',
    }),
    defaultValues: { adresseEmail: params.get('adresseEmail') ?? '', code: '', nouveauMotDePasse: '' },
    resetOnSuccess: true,
  });

  if (done) {
    return (
      <AuthDone title={t('resetPassword.doneTitle')} text={t('resetPassword.done')}>
        <Link to="/signin">{t('links.signin')}</Link>
      </AuthDone>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {params.get('envoye') && <FormAlert severity="info" text={t('forgetPassword.sent')} />}
      <SubmitForm
        form={form}
        fields={[
          emailField(t('fields.adresseEmail'), 'username'),
          codeField(t('fields.code')),
          newPasswordField('nouveauMotDePasse', t('fields.nouveauMotDePasse')),
        ]}
        hint={t('fields.passwordHint')}
        onValid={async (values) => {
          await resetPassword.mutateAsync({
            ...values,
            adresseEmail: normalizeEmail(values.adresseEmail),
            code: values.code.trim(),
          });
          setDone(true);
        }}
        submitLabel={t('resetPassword.submit')}
      />
      <AuthLinks
        links={[
          ['/forget-password', t('links.forgetPassword')],
          ['/signin', t('links.signin')],
        ]}
      />
    </AuthCard>
  );
}
