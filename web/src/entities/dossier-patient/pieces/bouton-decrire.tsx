// The button that opens an attachment's description (a photo or a document), named after the file.
import { useTranslation } from 'react-i18next';
import { BoutonLigne } from '../../../components/list/bouton-ligne.tsx';

export function BoutonDecrire({ nom, onClick }: { nom: string; onClick(): void }) {
  const { t } = useTranslation('dossiers-pieces');
  return <BoutonLigne icon="pi pi-pencil" size="small" label={t('decrire', { nom })} onClick={onClick} />;
}
