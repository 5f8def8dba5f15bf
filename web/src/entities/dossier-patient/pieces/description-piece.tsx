// The description of one attachment (docs/product-rules.md#attachment: at most 500 characters), changed in a
// dialog: checked first with the shared schema (its French message under the field), then saved at
// the version read; a concurrent change (409) or a refusal is said in the dialog, nothing is lost.
import { modificationPieceSchema, type PieceStockee } from '@umj/shared/dossiers-api';
import { LONGUEUR_MAX_DESCRIPTION_PIECE } from '@umj/shared/dossier-patient';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, estConflit } from '../../../lib/api-error.ts';
import { appStore } from '../../../lib/app-store.ts';
import { FieldFrame } from '../../../lib/forms/field-frame.tsx';
import { inputResolver } from '../../../lib/forms/resolvers.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useModifierPiece } from '../api/update-piece.ts';

export interface DescriptionPieceProps {
  bureauId: string;
  dossierId: number;
  /** The attachment described, or null when the dialog is closed. */
  piece: PieceStockee | null;
  onClose(): void;
}

export function DescriptionPiece({ bureauId, dossierId, piece, onClose }: DescriptionPieceProps) {
  const { t } = useTranslation(['dossiers-pieces', 'common']);
  const modifier = useModifierPiece(bureauId, dossierId);
  const form = useForm<{ texte: string }, { description: string; version: number }>({
    defaultValues: { texte: piece?.description ?? '' },
    resolver: inputResolver(modificationPieceSchema, {
      toInput: ({ texte }) => ({ description: texte, version: piece?.version }),
      fieldOf: (name) => (name === 'description' ? 'texte' : undefined),
    }),
  });
  const id = useId();
  if (piece === null) return null;
  const { texte } = form.values;
  const erreur = form.errors.texte;

  const enregistrer = form.handleSubmit(
    async (saisie) => {
      await modifier.mutateAsync({ id: piece.id, ...saisie });
      appStore.notify({ severity: 'success', detail: t('description.enregistree', { nom: piece.nom }) });
      onClose();
    },
    (error) => {
      form.setFormError(estConflit(error) ? t('description.conflit') : errorMessage(error));
      return true;
    },
  );

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('description.titre', { nom: piece.nom })}
      className="umj-pieces__dialogue-description"
      footer={
        <>
          <Button type="button" text label={t('common:actions.annuler')} onClick={onClose} />
          <Button
            type="button"
            label={t('common:actions.enregistrer')}
            loading={modifier.isPending}
            onClick={() => enregistrer()}
          />
        </>
      }
    >
      {form.formError && <Message severity="error" text={form.formError} className="umj-pieces__refus" />}
      {/* The count under the field gives way to the shared schema's message. */}
      <FieldFrame
        id={id}
        label={t('colonnes.description')}
        className="umj-pieces__champ-description"
        hint={
          erreur === undefined
            ? t('description.aide', { max: LONGUEUR_MAX_DESCRIPTION_PIECE, nombre: texte.trim().length })
            : undefined
        }
        error={erreur}
      >
        {(aria) => (
          <InputTextarea
            id={id}
            dir="auto"
            rows={4}
            autoResize
            value={texte}
            invalid={aria.invalid}
            aria-invalid={aria.invalid}
            aria-describedby={aria.describedBy}
            onChange={(e) => form.setValue('texte', e.target.value)}
          />
        )}
      </FieldFrame>
    </Dialog>
  );
}
