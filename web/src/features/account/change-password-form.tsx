// Password change of /mon-compte: POST /auth/change-password {motDePasse, nouveauMotDePasse}.
import { changePasswordSchema } from '@umj/shared/auth';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api-client.ts';
import { requiredText } from '../../lib/forms/field-rule.ts';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { useForm } from '../../lib/forms/use-form.ts';

export const MOTS_DE_PASSE_DIFFERENTS = 'Les deux mots de passe ne correspondent pas';

const rules = {
  motDePasse: changePasswordSchema.shape.motDePasse,
  nouveauMotDePasse: changePasswordSchema.shape.nouveauMotDePasse,
  confirmation: requiredText('Veuillez confirmer le nouveau mot de passe'),
};

type Values = Record<keyof typeof rules, string>;

/** Rules across fields: the shared "different from the old one" rule and the matching confirmation. */
function crossCheck(values: Values): Partial<Values> {
  const found: Partial<Values> = {};
  const parsed = changePasswordSchema.safeParse(values);
  const different = parsed.success ? undefined : parsed.error.issues.find((i) => i.code === 'custom');
  if (different) found.nouveauMotDePasse = different.message;
  if (values.confirmation && values.confirmation !== values.nouveauMotDePasse) {
    found.confirmation = MOTS_DE_PASSE_DIFFERENTS;
  }
  return found;
}

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [done, setDone] = useState(false);
  const form = useForm(rules, { motDePasse: '', nouveauMotDePasse: '', confirmation: '' }, crossCheck);
  const onSubmit = form.handleSubmit(async ({ motDePasse, nouveauMotDePasse }) => {
    setDone(false);
    await apiFetch('/auth/change-password', { method: 'POST', body: { motDePasse, nouveauMotDePasse } });
    setDone(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" aria-busy={form.submitting}>
      <h2 id="password-title">{t('password.title')}</h2>
      <TextField
        id="motDePasse"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        value={form.values.motDePasse}
        onChange={(v) => form.setValue('motDePasse', v)}
        error={form.errors.motDePasse}
      />
      <TextField
        id="nouveauMotDePasse"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={form.values.nouveauMotDePasse}
        onChange={(v) => form.setValue('nouveauMotDePasse', v)}
        error={form.errors.nouveauMotDePasse}
      />
      <TextField
        id="confirmation"
        label={t('password.confirmation')}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmation}
        onChange={(v) => form.setValue('confirmation', v)}
        error={form.errors.confirmation}
      />
      <p className="umj-hint">{t('password.hint')}</p>
      <FormAlert text={form.formError} />
      {done && <FormAlert severity="success" text={t('password.done')} />}
      <Button type="submit" label={t('password.submit')} loading={form.submitting} />
    </form>
  );
}
