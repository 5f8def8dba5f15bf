// The expansion of one split (one office, one day): its lines per examiner (acts, amounts, files), the
// rates it was computed with, who computed it and when, its previous versions, and the files examined
// on another day than their appointment.
import { centimes, formatEuros } from '@umj/shared/argent';
import type { LigneRepartition, RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { Column } from 'primereact/column';
import { DataTable } from '../../components/list/lazy-data-table.tsx';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { dateFr } from '../../components/periode/periode.ts';

export const euros = (c: number) => formatEuros(centimes(c));
const quand = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

export function DetailRepartition({
  repartition: r,
  bureau,
}: {
  repartition: RepartitionPaiement;
  bureau: string;
}) {
  const { t } = useTranslation(['repartition-paiement', 'common']);
  return (
    <div className="umj-repartition-detail">
      <DataTable
        value={r.lignes}
        dataKey="examinateur.id"
        size="small"
        pt={{ table: { 'aria-label': t('detail.titre', { date: dateFr(r.date), bureau }) } }}
        emptyMessage={t('detail.aucunActe')}
      >
        <Column
          header={t('colonnes.examinateur')}
          body={(l: LigneRepartition) => l.examinateur.nomComplet || t('sansExaminateur')}
        />
        <Column header={t('colonnes.actes')} body={(l: LigneRepartition) => l.nombreActes} />
        <Column header={t('colonnes.ht')} body={(l: LigneRepartition) => euros(l.montantHT)} />
        <Column header={t('colonnes.partBureau')} body={(l: LigneRepartition) => euros(l.partBureau)} />
        <Column
          header={t('colonnes.partExaminateur')}
          body={(l: LigneRepartition) => euros(l.partExaminateur)}
        />
        <Column header={t('colonnes.tva')} body={(l: LigneRepartition) => euros(l.montantTVA)} />
        <Column header={t('colonnes.ttc')} body={(l: LigneRepartition) => euros(l.montantTTC)} />
        <Column
          header={t('colonnes.dossiers')}
          style={{ maxInlineSize: '16rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          body={(l: LigneRepartition) => l.dossiers.join(', ')}
        />
      </DataTable>
      <p className="umj-repartition-note">
        {t('detail.taux', {
          participation: r.taux.tauxDeParticipationAuxFrais,
          tva: r.taux.montantTVA,
        })}
        {' · '}
        {r.calculePar.type === 'planification'
          ? t('detail.calculePlanifie', { quand: quand(r.calculeLe) })
          : t('detail.calculePar', { nom: r.calculePar.nomComplet, quand: quand(r.calculeLe) })}
        {r.historique.length > 0 && ` · ${t('detail.historique', { count: r.historique.length })}`}
      </p>
      {r.dossiersExaminesUnAutreJour.length > 0 && (
        <Message
          severity="warn"
          text={t('detail.autreJour', { dossiers: r.dossiersExaminesUnAutreJour.join(', ') })}
        />
      )}
    </div>
  );
}
