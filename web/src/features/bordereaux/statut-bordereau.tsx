// A bordereau's status (issued or cancelled) by colour, icon and text.
import type { StatutBordereau as Statut } from '@umj/shared/bordereaux';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

export function StatutBordereau({ statut }: { statut: Statut }) {
  const { t } = useTranslation('bordereaux');
  return (
    <Tag
      value={t(`statut.${statut}`)}
      severity={statut === 'annule' ? 'danger' : 'success'}
      icon={statut === 'annule' ? 'pi pi-ban' : 'pi pi-check'}
    />
  );
}
