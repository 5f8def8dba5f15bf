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
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ValeurEnregistree } from '../../../components/conflit/panneau-conflit.tsx';
import { errorMessage, estConflit } from '../../../lib/api-error.ts';
import { useConflit } from '../../../lib/forms/conflit.ts';
import { FieldFrame } from '../../../lib/forms/field-frame.tsx';
import { inputResolver } from '../../../lib/forms/resolvers.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
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

const champDe = (name: string) => CHAMPS.find((champ) => champ.name === name)?.name;

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
  /** The version the next save carries (the stored one after a conflict). */
  const version = useRef(initialVersion);
  const form = useForm<Valeurs, Reglages>({
    defaultValues: versValeurs(reglages),
    resolver: inputResolver(reglagesSchema, { toInput: (values) => values, fieldOf: champDe }),
  });
  const { values, errors } = form;
  const conflit = useConflit<Valeurs>();
  const stored = conflit.stocke;

  const onSubmit = form.handleSubmit(
    async (saisie) => {
      await save(() => saisie, version.current);
      conflit.effacer();
      notifySaved(t);
    },
    async (error) => {
      if (estConflit(error)) {
        await conflit
          .relire(async () => {
            const latest = await reload();
            if (!latest.value) return null;
            version.current = latest.version;
            return versValeurs(latest.value);
          })
          .catch(() => null);
        form.setFormError(errorMessage(error), 'warn');
      } else if (error instanceof ConfirmationRefusee) form.setFormError(error.message, 'info');
      else form.setFormError(errorMessage(error));
      return true;
    },
  );

  return (
    <form className="umj-reglages-form" onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
      {CHAMPS.map(({ name, label, multiline, hint }) => {
        const id = `reglages-${name}`;
        const other = stored && stored[name] !== values[name] ? stored[name] : null;
        return (
          <FieldFrame
            key={name}
            id={id}
            label={t(label)}
            hint={hint && t(hint)}
            error={errors[name]}
            className="umj-field"
            after={
              other !== null && (
                <ValeurEnregistree>
                  {t('configuration:reglages.valeurEnregistree', {
                    valeur: other || t('common:conflit.vide'),
                  })}
                </ValeurEnregistree>
              )
            }
          >
            {(aria) => {
              const common = {
                id,
                value: values[name],
                disabled: !canEdit,
                invalid: aria.invalid,
                'aria-invalid': aria.invalid,
                'aria-describedby': aria.describedBy,
                onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value),
              };
              return multiline ? (
                <InputTextarea {...common} rows={name === 'secteurs' ? 6 : 3} autoResize />
              ) : (
                <InputText {...common} inputMode="decimal" />
              );
            }}
          </FieldFrame>
        );
      })}
      {form.formError && (
        <Message className="umj-form-alert" severity={form.formErrorSeverity} text={form.formError} />
      )}
      {canEdit && (
        <Button
          type="submit"
          icon="pi pi-check"
          label={t('configuration:reglages.enregistrer')}
          loading={form.submitting}
        />
      )}
    </form>
  );
}
