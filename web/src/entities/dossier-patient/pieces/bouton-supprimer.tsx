// The delete button of one attachment (a photo or a document), named after the file for screen readers.
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export function BoutonSupprimer({ nom, onClick }: { nom: string; onClick(): void }) {
  const { t } = useTranslation('dossiers-pieces');
  return (
    <Button
      type="button"
      icon="pi pi-trash"
      rounded
      text
      severity="danger"
      size="small"
      aria-label={t('supprimer', { nom })}
      onClick={onClick}
    />
  );
}
