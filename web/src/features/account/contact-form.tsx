// Professional contact details of /mon-compte: phone and RPPS number, validated by the shared
// schemas (same French messages as the API), sent with the version read (409 answered by a reload message).
import { rppsSchema, telephoneSchema, type Utilisateur } from '@umj/shared/utilisateur';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { SubmitForm } from '../../lib/forms/submit-form.tsx';
import { schemaResolver } from '../../lib/forms/resolvers.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useUpdateProfil } from './api/update-profil.ts';

const SCHEMA = z.object({ telephone: telephoneSchema, rpps: rppsSchema });

interface ContactFormProps {
  user: Utilisateur;
  /** The save just made produced this user version (the success message stays after the remount). */
  saved: boolean;
  onSaved(version: number | undefined): void;
}

/** Keyed by the user's version by its parent: a saved change remounts it with the stored values. */
export function ContactForm({ user, saved, onSaved }: ContactFormProps) {
  const { t } = useTranslation('account');
  const updateProfil = useUpdateProfil();
  const form = useForm({
    resolver: schemaResolver<{ telephone: string; rpps: string }>(SCHEMA),
    defaultValues: { telephone: user.telephone ?? '', rpps: user.rpps ?? '' },
    resetOnSuccess: true,
  });

  return (
    <SubmitForm
      form={form}
      labelledBy="contact-title"
      heading={<h2 id="contact-title">{t('contact.title')}</h2>}
      fields={[
        { name: 'telephone', label: t('contact.telephone'), autoComplete: 'tel' },
        { name: 'rpps', label: t('contact.rpps'), inputMode: 'numeric', autoComplete: 'off' },
      ]}
      hint={t('contact.hint')}
      onValid={async ({ telephone, rpps }) => {
        onSaved(undefined);
        const updated = await updateProfil.mutateAsync({ telephone, rpps, version: user.version ?? 1 });
        onSaved(updated.version);
      }}
      status={saved && <FormAlert severity="success" text={t('contact.done')} />}
      submitLabel={t('contact.submit')}
      fullWidthButton={false}
    />
  );
}
