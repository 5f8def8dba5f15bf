// Photos of a patient file as a grid of their 320-pixel previews (docs/product-rules.md#entities apercu320Url, W, H): the
// width and height attributes reserve the space before the image arrives; a click opens the original.
// Each photo's name and description below it; describe and delete when the file may be changed.
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { useTranslation } from 'react-i18next';
import { BoutonDecrire } from './bouton-decrire.tsx';
import { BoutonSupprimer } from './bouton-supprimer.tsx';

export interface PhotosGrilleProps {
  photos: readonly PieceStockee[];
  modifiable: boolean;
  onOuvrir(photo: PieceStockee): void;
  onSupprimer(photo: PieceStockee): void;
  onDecrire(photo: PieceStockee): void;
}

export function PhotosGrille({ photos, modifiable, onOuvrir, onSupprimer, onDecrire }: PhotosGrilleProps) {
  const { t } = useTranslation('dossiers-pieces');
  if (photos.length === 0) return <p className="umj-pieces__vide">{t('aucunePhoto')}</p>;
  return (
    <ul className="umj-pieces__grille">
      {photos.map((photo) => (
        <li key={photo.id} className="umj-pieces__photo">
          <button
            type="button"
            className="umj-pieces__vignette"
            aria-label={t('ouvrirPhoto', { nom: photo.nom })}
            onClick={() => onOuvrir(photo)}
          >
            {photo.apercu320Url ? (
              <img
                src={photo.apercu320Url}
                alt={photo.description || photo.nom}
                width={photo.apercu320W ?? undefined}
                height={photo.apercu320H ?? undefined}
                loading="lazy"
              />
            ) : (
              <span className="umj-pieces__sans-apercu">
                <i className="pi pi-image" aria-hidden="true" />
                {t('sansApercu')}
              </span>
            )}
          </button>
          <div className="umj-pieces__legende">
            <span className="umj-pieces__nom" dir="auto" title={photo.nom}>
              {photo.nom}
            </span>
            {modifiable && <BoutonDecrire nom={photo.nom} onClick={() => onDecrire(photo)} />}
            {modifiable && <BoutonSupprimer nom={photo.nom} onClick={() => onSupprimer(photo)} />}
          </div>
          {photo.description && (
            <p className="umj-pieces__description" dir="auto">
              {photo.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
