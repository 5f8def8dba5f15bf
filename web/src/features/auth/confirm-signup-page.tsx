// /confirm-signup: the e-mail address and the code received by e-mail.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useFormDiffere } from '../../lib/forms/use-form-differe.tsx';
import { useConfirmSignup } from './api/confirm-signup.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthDone } from './auth-done.tsx';
import { codeField, emailField } from './auth-fields.ts';
import { AuthLinks } from './auth-links.tsx';
import { authResolver, normalizeEmail } from './auth-rules.ts';

export default function ConfirmSignupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const confirmSignup = useConfirmSignup();
  const [done, setDone] = useState(false);
  const form = useFormDiffere({
    loadResolver: authResolver({ adresseEmail: 'adresseEmail', code: 'code' }),
    defaultValues: { adresseEmail: params.get('adresseEmail') ?? '', code: '' },
    resetOnSuccess: true,
  });

  if (done) {
    return (
      <AuthDone title={t('confirmSignup.doneTitle')} text={t('confirmSignup.done')}>
        <p>{t('signup.noRole')}</p>
        <Link to="/signin">{t('links.signin')}</Link>
      </AuthDone>
    );
  }

  return (
    <AuthCard title={t('confirmSignup.title')} intro={t('confirmSignup.intro')}>
      <SubmitForm
        form={form}
        fields={[emailField(t('fields.adresseEmail')), codeField(t('fields.code'))]}
        onValid={async (values) => {
          await confirmSignup.mutateAsync({
            adresseEmail: normalizeEmail(values.adresseEmail),
            code: values.code.trim(),
          });
          setDone(true);
        }}
        submitLabel={t('confirmSignup.submit')}
      />
      <AuthLinks links={[['/signin', t('links.signin')]]} />
    </AuthCard>
  );
}
