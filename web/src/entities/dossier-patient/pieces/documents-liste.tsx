// Documents of a patient file (docs/product-rules.md#attachment): name, description, type, size in French units, date in Paris
// time, download through a URL read at the click, description and deletion when the file may be changed.
import type { PieceStockee } from '@umj/shared/dossiers-api';
import { formatInstantParis } from '@umj/shared/dates';
import { formatTaille, TYPES_FICHIER_DOCUMENT } from '@umj/shared/listes';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { BoutonDecrire } from './bouton-decrire.tsx';
import { BoutonSupprimer } from './bouton-supprimer.tsx';
import { EnteteTableau } from '../../../components/tableau/entete-tableau.tsx';

/** The type as people read it ('PDF', 'Word (DOCX)'...), else the MIME type. */
export function libelleType(typeMime: string): string {
  return (TYPES_FICHIER_DOCUMENT as Record<string, { nom: string } | undefined>)[typeMime]?.nom ?? typeMime;
}

export interface DocumentsListeProps {
  documents: readonly PieceStockee[];
  modifiable: boolean;
  onTelecharger(document: PieceStockee): void;
  onSupprimer(document: PieceStockee): void;
  onDecrire(document: PieceStockee): void;
}

export function DocumentsListe({
  documents,
  modifiable,
  onTelecharger,
  onSupprimer,
  onDecrire,
}: DocumentsListeProps) {
  const { t } = useTranslation('dossiers-pieces');
  if (documents.length === 0) return <p className="umj-pieces__vide">{t('aucunDocument')}</p>;
  return (
    <table className="umj-pieces__documents">
      <EnteteTableau
        colonnes={[
          t('colonnes.nom'),
          t('colonnes.description'),
          t('colonnes.type'),
          t('colonnes.taille'),
          t('colonnes.date'),
          <span className="umj-pieces__masque">{t('colonnes.actions')}</span>,
        ]}
      />
      <tbody>
        {documents.map((d) => (
          <tr key={d.id}>
            <td dir="auto">{d.nom}</td>
            <td dir="auto" className="umj-pieces__description">
              {d.description}
            </td>
            <td>{libelleType(d.typeMime)}</td>
            <td dir="ltr">{formatTaille(d.tailleEnOctets)}</td>
            <td dir="ltr">{formatInstantParis(new Date(d.dateModification))}</td>
            <td className="umj-pieces__actions">
              <Button
                type="button"
                icon="pi pi-download"
                rounded
                text
                size="small"
                aria-label={t('telecharger', { nom: d.nom })}
                onClick={() => onTelecharger(d)}
              />
              {modifiable && <BoutonDecrire nom={d.nom} onClick={() => onDecrire(d)} />}
              {modifiable && <BoutonSupprimer nom={d.nom} onClick={() => onSupprimer(d)} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
