// The description of one attachment (docs/product-rules.md#attachment: at most 500 characters), changed in a
// dialog: checked first with the shared schema (its French message under the field), then saved at
// the version read; a concurrent change (409) or a refusal is said in the dialog, nothing is lost.
import { modificationPieceSchema, type PieceStockee } from '@umj/shared/dossiers-api';
import { LONGUEUR_MAX_DESCRIPTION_PIECE } from '@umj/shared/dossier-patient';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, estConflit } from '../../../lib/api-error.ts';
import { appStore } from '../../../lib/app-store.ts';
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
  const [texte, setTexte] = useState(piece?.description ?? '');
  const [erreur, setErreur] = useState<string | null>(null);
  const [refus, setRefus] = useState<string | null>(null);
  const id = useId();
  if (piece === null) return null;

  const enregistrer = async () => {
    const verdict = modificationPieceSchema.safeParse({ description: texte, version: piece.version });
    if (!verdict.success) {
      setErreur(verdict.error.issues[0]?.message ?? null);
      return;
    }
    setErreur(null);
    try {
      await modifier.mutateAsync({ id: piece.id, ...verdict.data });
      appStore.notify({ severity: 'success', detail: t('description.enregistree', { nom: piece.nom }) });
      onClose();
    } catch (error) {
      setRefus(estConflit(error) ? t('description.conflit') : errorMessage(error));
    }
  };

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
            onClick={() => void enregistrer()}
          />
        </>
      }
    >
      {refus && <Message severity="error" text={refus} className="umj-pieces__refus" />}
      <label htmlFor={id} className="umj-pieces__label-description">
        {t('colonnes.description')}
      </label>
      <InputTextarea
        id={id}
        dir="auto"
        rows={4}
        autoResize
        value={texte}
        invalid={erreur !== null}
        aria-invalid={erreur !== null}
        aria-describedby={`${id}-aide`}
        onChange={(e) => setTexte(e.target.value)}
      />
      <small id={`${id}-aide`} className={erreur ? 'p-error' : undefined} role={erreur ? 'alert' : undefined}>
        {erreur ??
          t('description.aide', { max: LONGUEUR_MAX_DESCRIPTION_PIECE, nombre: texte.trim().length })}
      </small>
    </Dialog>
  );
}
