// The original of a photo in a dialog (its URL read at the click, valid a few minutes), with a link to
// open it alone (a HEIC original is not shown by every browser).
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

export function PhotoOriginale({ photo, onClose }: { photo: PieceStockee | null; onClose(): void }) {
  const { t } = useTranslation('dossiers-pieces');
  return (
    <Dialog
      visible={photo !== null}
      onHide={onClose}
      header={photo?.nom ?? ''}
      className="umj-pieces__dialogue"
      dismissableMask
      modal
    >
      {photo && (
        <figure className="umj-pieces__originale">
          <img
            src={photo.originalUrl}
            alt={photo.description || photo.nom}
            width={photo.originalW ?? undefined}
            height={photo.originalH ?? undefined}
          />
          <figcaption>
            {photo.description && <span dir="auto">{photo.description} — </span>}
            <a href={photo.originalUrl} target="_blank" rel="noopener noreferrer">
              {t('ouvrirOriginal')}
            </a>
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
