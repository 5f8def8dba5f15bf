// The settings form (docs/product-rules.md#settings: montantTVA, tauxDeParticipationAuxFrais, secteurs as one text
// with line breaks, notes), validated by the shared reglagesSchema with the two messages of docs/product-rules.md#settings
// ('Réglages: TVA invalide', 'Réglages: Taux de participation aux frais invalide') at their fields.
// Saved by PATCH /configuration/réglages after the confirmation of docs/product-rules.md#calls with the version read; on a
// VERSION_CONFLICT the stored values are read again (lib/forms/conflit.ts) and shown beside the typed
// ones, which stay.
import type { ConfigurationValue } from '@umj/shared/configuration';
import { reglagesSchema } from '@umj/shared/reglages';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ValeurEnregistree } from '../../../components/conflit/panneau-conflit.tsx';
import { errorMessage, estConflit } from '../../../lib/api-error.ts';
import { useConflit } from '../../../lib/forms/conflit.ts';
import { notifySaved } from '../configuration-screen.ts';
import { ConfirmationRefusee, useConfigurationEntry } from '../use-configuration-list.ts';

type Reglages = ConfigurationValue<'réglages'>;
type Champ = 'montantTVA' | 'tauxDeParticipationAuxFrais' | 'secteurs' | 'notes';
type Valeurs = Record<Champ, string>;

const CHAMPS: readonly { name: Champ; label: string; multiline?: boolean; hint?: string }[] = [
  { name: 'montantTVA', label: 'configuration:reglages.montantTVA' },
  { name: 'tauxDeParticipationAuxFrais', label: 'configuration:reglages.taux' },
  {
    name: 'secteurs',
    label: 'configuration:reglages.secteurs',
    multiline: true,
    hint: 'configuration:reglages.secteursAide',
  },
  { name: 'notes', label: 'configuration:reglages.notes', multiline: true },
];

/** A percentage as a French form shows it ('5,5'). */
const nombreFr = (n: number) => String(n).replace('.', ',');

function versValeurs(reglages: Reglages): Valeurs {
  return {
    montantTVA: nombreFr(reglages.montantTVA),
    tauxDeParticipationAuxFrais: nombreFr(reglages.tauxDeParticipationAuxFrais),
    secteurs: reglages.secteurs,
    notes: reglages.notes,
  };
}

export interface ReglagesFormProps {
  reglages: Reglages;
  version: number | undefined;
  canEdit: boolean;
}

export function ReglagesForm({ reglages, version: initialVersion, canEdit }: ReglagesFormProps) {
  const { t } = useTranslation(['configuration', 'common']);
  const { save, reload } = useConfigurationEntry('réglages');
  const [values, setValues] = useState<Valeurs>(() => versValeurs(reglages));
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Partial<Record<Champ, string>>>({});
  const [formError, setFormError] = useState<{ severity: 'error' | 'warn' | 'info'; text: string } | null>(
    null,
  );
  const conflit = useConflit<Valeurs>();
  const stored = conflit.stocke;
  const [submitting, setSubmitting] = useState(false);

  const setValue = (name: Champ, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const parsed = reglagesSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Champ, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Champ] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await save(() => parsed.data, version);
      conflit.effacer();
      notifySaved(t);
    } catch (error) {
      if (estConflit(error)) {
        await conflit
          .relire(async () => {
            const latest = await reload();
            if (!latest.value) return null;
            setVersion(latest.version);
            return versValeurs(latest.value);
          })
          .catch(() => null);
        setFormError({ severity: 'warn', text: errorMessage(error) });
      } else if (error instanceof ConfirmationRefusee) {
        setFormError({ severity: 'info', text: error.message });
      } else setFormError({ severity: 'error', text: errorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="umj-reglages-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={submitting}>
      {CHAMPS.map(({ name, label, multiline, hint }) => {
        const id = `reglages-${name}`;
        const error = errors[name];
        const describedBy = [error ? `${id}-erreur` : '', hint ? `${id}-aide` : ''].filter(Boolean).join(' ');
        const common = {
          id,
          value: values[name],
          disabled: !canEdit,
          invalid: error !== undefined,
          'aria-invalid': error !== undefined,
          'aria-describedby': describedBy || undefined,
        };
        const other = stored && stored[name] !== values[name] ? stored[name] : null;
        return (
          <div key={name} className="umj-field">
            <label htmlFor={id}>{t(label)}</label>
            {multiline ? (
              <InputTextarea
                {...common}
                rows={name === 'secteurs' ? 6 : 3}
                autoResize
                onChange={(e) => setValue(name, e.target.value)}
              />
            ) : (
              <InputText {...common} inputMode="decimal" onChange={(e) => setValue(name, e.target.value)} />
            )}
            {hint && (
              <small id={`${id}-aide`} className="umj-hint">
                {t(hint)}
              </small>
            )}
            {error && (
              <small id={`${id}-erreur`} className="p-error" role="alert">
                {error}
              </small>
            )}
            {other !== null && (
              <ValeurEnregistree>
                {t('configuration:reglages.valeurEnregistree', { valeur: other || t('common:conflit.vide') })}
              </ValeurEnregistree>
            )}
          </div>
        );
      })}
      {formError && (
        <Message className="umj-form-alert" severity={formError.severity} text={formError.text} />
      )}
      {canEdit && (
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('configuration:reglages.enregistrer')}
          loading={submitting}
        />
      )}
    </form>
  );
}
