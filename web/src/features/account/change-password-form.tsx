// Password change of /mon-compte: POST /auth/change-password {motDePasse, nouveauMotDePasse}.
import { changementMotDePasseSchema } from '@umj/shared/auth';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { schemaResolver, withCrossCheck } from '../../lib/forms/resolvers.ts';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { useForm, type Messages } from '../../lib/forms/use-form.ts';
import { useChangePassword } from './api/change-password.ts';

type Values = Record<'motDePasse' | 'nouveauMotDePasse' | 'confirmation', string>;

/** Each field's rule: the shared ones, and a confirmation that is required. */
const schemaFor = (t: TFunction) =>
  z.object({
    motDePasse: changementMotDePasseSchema.shape.motDePasse,
    nouveauMotDePasse: changementMotDePasseSchema.shape.nouveauMotDePasse,
    confirmation: z.string().trim().min(1, t('password.confirmationRequired')),
  });

/** Rules across fields: the shared "different from the old one" rule and the matching confirmation. */
function crossCheck(t: TFunction, values: Values): Messages<Values> {
  const found: Messages<Values> = {};
  const parsed = changementMotDePasseSchema.safeParse(values);
  const different = parsed.success ? undefined : parsed.error.issues.find((i) => i.code === 'custom');
  if (different) found.nouveauMotDePasse = different.message;
  if (values.confirmation && values.confirmation !== values.nouveauMotDePasse) {
    found.confirmation = t('password.mismatch');
  }
  return found;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: withCrossCheck(schemaResolver<Values>(schemaFor(t)), (values) => crossCheck(t, values)),
    defaultValues: { motDePasse: '', nouveauMotDePasse: '', confirmation: '' },
    resetOnSuccess: true,
  });
  const password = (name: keyof Values, label: string, autoComplete: string) =>
    ({ name, label, type: 'password', autoComplete }) as const;

  return (
    <SubmitForm
      form={form}
      labelledBy="password-title"
      heading={<h2 id="password-title">{t('password.title')}</h2>}
      fields={[
        password('motDePasse', t('password.current'), 'current-password'),
        password('nouveauMotDePasse', t('password.new'), 'new-password'),
        password('confirmation', t('password.confirmation'), 'new-password'),
      ]}
      hint={t('password.hint')}
      onValid={async ({ motDePasse, nouveauMotDePasse }) => {
        setDone(false);
        await changePassword.mutateAsync({ motDePasse, nouveauMotDePasse });
        setDone(true);
      }}
      status={done && <FormAlert severity="success" text={t('password.done')} />}
      submitLabel={t('password.submit')}
      fullWidthButton={false}
    />
  );
}
