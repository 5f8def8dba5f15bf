// The agenda's warning before a booking or a move less than 8 minutes from another appointment of the
// examiner (docs/product-rules.md#constants): it names the time and the appointments too close.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { formatHeure, type Minutes } from '@umj/shared/dates';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirmation/confirm-dialog.tsx';

/** What waits for the answer: a booking or a move, its time and the appointments too close. */
export interface Proximite {
  kind: 'reserver' | 'deplacer';
  minutes: Minutes;
  proches: DossierPatientStocke[];
}

export function AvertissementProche({
  attente,
  onAccepter,
  onRefuser,
}: {
  attente: Proximite | null;
  onAccepter: () => void;
  onRefuser: () => void;
}) {
  const { t } = useTranslation(['agendas', 'common']);
  return (
    <ConfirmDialog
      visible={attente !== null}
      onHide={onRefuser}
      header={t('agendas:procheTitre')}
      message={
        attente
          ? t('agendas:procheMessage', {
              heure: formatHeure(attente.minutes),
              autres: attente.proches
                .map((d) =>
                  t('agendas:procheAutre', {
                    nom: d.nom.trim() === '' ? t('agendas:creneauReserve') : d.nom,
                    heure: formatHeure(d.rendezVousHeure ?? 0),
                  }),
                )
                .join(', '),
            })
          : ''
      }
      icon="pi pi-exclamation-triangle"
      acceptLabel={t(
        attente?.kind === 'deplacer' ? 'agendas:deplacerQuandMeme' : 'agendas:reserverQuandMeme',
      )}
      rejectLabel={t('common:actions.annuler')}
      accept={onAccepter}
      reject={onRefuser}
    />
  );
}
