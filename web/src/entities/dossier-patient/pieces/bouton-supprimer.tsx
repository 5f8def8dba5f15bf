// The delete button of one attachment (a photo or a document), named after the file for screen readers.
import { useTranslation } from 'react-i18next';
import { BoutonLigne } from '../../../components/list/bouton-ligne.tsx';

export function BoutonSupprimer({ nom, onClick }: { nom: string; onClick(): void }) {
  const { t } = useTranslation('dossiers-pieces');
  return (
    <BoutonLigne
      icon="pi pi-trash"
      severity="danger"
      size="small"
      label={t('supprimer', { nom })}
      onClick={onClick}
    />
  );
}
