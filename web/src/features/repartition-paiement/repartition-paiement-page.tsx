// /secretariat/repartition-paiement/liste (issue 11 Payment split): the splits computed each night (one
// per office and day) for the period and the offices selected in the header, the period's totals, one
// row per office and day whose expansion shows the lines per examiner, CSV/XLSX exports (one row per
// examiner line), and for an administrator the recompute of a day (confirmation, new version, previous
// kept). Live: a change announced over the WebSocket refetches ('RepartitionPaiement' keys). The period
// lives in the URL (?du&au).
import { centimes, formatEuros } from '@umj/shared/argent';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import {
  totauxDesRepartitions,
  type LigneRepartition,
  type RepartitionPaiement,
} from '@umj/shared/repartition-paiement';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { csvBlob } from '../../components/export/csv.ts';
import { downloadBlob } from '../../components/export/download.ts';
import { exportFileName } from '../../components/export/export-table.ts';
import { xlsxBlob } from '../../components/export/xlsx.ts';
import { errorMessage, messageEchec } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useRepartitions, type PeriodeRepartitions } from './api/get-repartitions.ts';
import { useRecalculerRepartition } from './api/recalculer-repartition.ts';
import { dateFr, exportRepartitions } from './repartition-export.ts';
import './repartition-paiement.css';

const estDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const euros = (c: number) => formatEuros(centimes(c));

/** The period of the URL; by default the month of yesterday, up to yesterday (the last day computed). */
export function periodeDepuisUrl(params: URLSearchParams, aujourdhui: number): PeriodeRepartitions {
  const hier = isoDepuisJour(aujourdhui - 1);
  return {
    du: estDate(params.get('du')) ? (params.get('du') as string) : `${hier.slice(0, 8)}01`,
    au: estDate(params.get('au')) ? (params.get('au') as string) : hier,
  };
}

type Ligne = RepartitionPaiement & { cle: string };

export default function RepartitionPaiementPage() {
  const { t } = useTranslation(['repartition-paiement', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const [params, setParams] = useSearchParams();
  const [aujourdhui] = useState(() => jourParis(new Date()));
  const periode = periodeDepuisUrl(params, aujourdhui);
  const valide = periode.du <= periode.au;
  const resultat = useRepartitions(selection.ids, periode, selection.ready && user !== null && valide);
  const recalcul = useRecalculerRepartition();
  const [ouvertes, setOuvertes] = useState<Record<string, boolean>>({});
  const basculer = (cle: string) =>
    setOuvertes((o) => {
      const { [cle]: ouverte, ...autres } = o;
      return ouverte ? autres : { ...o, [cle]: true };
    });
  const [aRecalculer, setARecalculer] = useState<RepartitionPaiement | null>(null);
  const [avis, setAvis] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const admin = user?.role === 'administrateur';
  const nomBureau = (id: string) => selection.bureaux.find((b) => b.id === id)?.nom ?? id;

  const lignes = useMemo<Ligne[] | undefined>(
    () => resultat.data?.map((r) => ({ ...r, cle: `${r.bureauId}|${r.date}` })),
    [resultat.data],
  );
  const totaux = resultat.data ? totauxDesRepartitions(resultat.data) : null;

  const changer = (cle: 'du' | 'au', valeur: string) =>
    setParams(
      (p) => {
        const suivant = new URLSearchParams(p);
        suivant.set(cle, valeur);
        return suivant;
      },
      { replace: true },
    );

  const tableExport = () =>
    exportRepartitions({
      repartitions: resultat.data ?? [],
      bureaux: selection.bureaux,
      du: periode.du,
      au: periode.au,
      t,
      now: new Date(),
    });
  const exporterCsv = () => {
    const table = tableExport();
    downloadBlob(csvBlob(table), exportFileName(table, 'csv'));
  };
  const exporterXlsx = async () => {
    const table = tableExport();
    const blob = await xlsxBlob(table, {
      donnees: t('common:export.feuilleDonnees'),
      filtres: t('common:export.feuilleFiltres'),
      dateExport: t('common:export.dateExport'),
    });
    downloadBlob(blob, exportFileName(table, 'xlsx'));
  };

  const confirmerRecalcul = (r: RepartitionPaiement) => {
    setAvis(null);
    recalcul.mutate(
      { bureauId: r.bureauId, date: r.date, body: { version: r.version } },
      {
        onSuccess: (nouvelle) =>
          setAvis({
            severity: 'success',
            text: t('recalcul.fait', { date: dateFr(r.date), version: nouvelle.version }),
          }),
        onError: (error) =>
          setAvis({
            severity: 'error',
            text: messageEchec(error, t('recalcul.conflit')),
          }),
      },
    );
  };

  const detail = (r: Ligne) => (
    <div className="umj-repartition-detail">
      <DataTable
        value={r.lignes}
        dataKey="examinateur.id"
        size="small"
        pt={{
          table: { 'aria-label': t('detail.titre', { date: dateFr(r.date), bureau: nomBureau(r.bureauId) }) },
        }}
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
          ? t('detail.calculePlanifie', {
              quand: new Date(r.calculeLe).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }),
            })
          : t('detail.calculePar', {
              nom: r.calculePar.nomComplet,
              quand: new Date(r.calculeLe).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }),
            })}
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

  return (
    <section
      className="umj-repartition"
      aria-labelledby="umj-repartition-titre"
      aria-busy={resultat.isPending}
    >
      <h1 id="umj-repartition-titre">{t('titre')}</h1>
      <div className="umj-repartition-barre">
        <div className="umj-repartition-filtres" role="search" aria-label={t('filtres.titre')}>
          <div className="umj-repartition-filtre">
            <label htmlFor="repartition-du">{t('filtres.du')}</label>
            <input
              id="repartition-du"
              type="date"
              className="p-inputtext p-component"
              value={periode.du}
              onChange={(e) => e.target.value && changer('du', e.target.value)}
            />
          </div>
          <div className="umj-repartition-filtre">
            <label htmlFor="repartition-au">{t('filtres.au')}</label>
            <input
              id="repartition-au"
              type="date"
              className="p-inputtext p-component"
              value={periode.au}
              onChange={(e) => e.target.value && changer('au', e.target.value)}
            />
          </div>
          <div className="umj-repartition-exports" role="group" aria-label={t('common:export.titre')}>
            <Button
              type="button"
              icon="pi pi-file"
              label={t('common:export.csv')}
              outlined
              size="small"
              disabled={!resultat.data?.length}
              onClick={exporterCsv}
            />
            <Button
              type="button"
              icon="pi pi-file-excel"
              label={t('common:export.xlsx')}
              outlined
              size="small"
              disabled={!resultat.data?.length}
              onClick={() => void exporterXlsx()}
            />
          </div>
        </div>
        {!valide && (
          <p className="umj-repartition-erreur" role="alert">
            {t('periodeInvalide')}
          </p>
        )}
        {totaux && (
          <dl className="umj-repartition-totaux" aria-label={t('totaux.titre')}>
            {(
              [
                ['jours', String(resultat.data?.length ?? 0)],
                ['actes', String(totaux.nombreActes)],
                ['ht', euros(totaux.montantHT)],
                ['partBureau', euros(totaux.partBureau)],
                ['partExaminateurs', euros(totaux.partExaminateur)],
                ['tva', euros(totaux.montantTVA)],
                ['ttc', euros(totaux.montantTTC)],
              ] as const
            ).map(([cle, valeur]) => (
              <div key={cle} className="umj-repartition-total">
                <dt>{t(`totaux.${cle}`)}</dt>
                <dd>{valeur}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="umj-repartition-aide">{t('aide')}</p>
        {avis && <Message severity={avis.severity} text={avis.text} role="status" />}
      </div>
      {resultat.isError ? (
        <div className="umj-repartition-erreur-chargement">
          <Message
            severity="error"
            text={t('common:liste.erreur', { message: errorMessage(resultat.error) })}
          />
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('common:actions.reessayer')}
            outlined
            onClick={() => void resultat.refetch()}
          />
        </div>
      ) : (
        <DataTable
          value={lignes ?? []}
          dataKey="cle"
          loading={valide && lignes === undefined}
          expandedRows={ouvertes as DataTableExpandedRows}
          rowExpansionTemplate={detail}
          emptyMessage={<p className="umj-repartition-vide">{t('vide')}</p>}
          size="small"
          stripedRows
          paginator={(lignes?.length ?? 0) > 31}
          rows={31}
          pt={{ table: { 'aria-label': t('titre') } }}
        >
          <Column
            header={t('colonnes.detail')}
            style={{ width: '3.5rem' }}
            body={(r: Ligne) => {
              const ouverte = ouvertes[r.cle] === true;
              return (
                <Button
                  type="button"
                  icon={ouverte ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
                  text
                  rounded
                  size="small"
                  aria-expanded={ouverte}
                  aria-label={t(ouverte ? 'detail.fermer' : 'detail.ouvrir', {
                    date: dateFr(r.date),
                    bureau: nomBureau(r.bureauId),
                  })}
                  onClick={() => basculer(r.cle)}
                />
              );
            }}
          />
          <Column header={t('colonnes.date')} body={(r: Ligne) => dateFr(r.date)} />
          <Column header={t('colonnes.bureau')} body={(r: Ligne) => nomBureau(r.bureauId)} />
          <Column header={t('colonnes.examinateurs')} body={(r: Ligne) => r.lignes.length} />
          <Column header={t('colonnes.actes')} body={(r: Ligne) => r.totaux.nombreActes} />
          <Column header={t('colonnes.ht')} body={(r: Ligne) => euros(r.totaux.montantHT)} />
          <Column header={t('colonnes.partBureau')} body={(r: Ligne) => euros(r.totaux.partBureau)} />
          <Column
            header={t('colonnes.partExaminateur')}
            body={(r: Ligne) => euros(r.totaux.partExaminateur)}
          />
          <Column header={t('colonnes.tva')} body={(r: Ligne) => euros(r.totaux.montantTVA)} />
          <Column header={t('colonnes.ttc')} body={(r: Ligne) => euros(r.totaux.montantTTC)} />
          <Column header={t('colonnes.version')} body={(r: Ligne) => r.version} />
          {admin && (
            <Column
              header={t('common:actions.titre')}
              body={(r: Ligne) => (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  rounded
                  title={t('recalcul.action')}
                  aria-label={t('recalcul.actionNommee', {
                    date: dateFr(r.date),
                    bureau: nomBureau(r.bureauId),
                  })}
                  text
                  size="small"
                  loading={
                    recalcul.isPending && aRecalculer?.date === r.date && aRecalculer.bureauId === r.bureauId
                  }
                  onClick={() => setARecalculer(r)}
                />
              )}
            />
          )}
        </DataTable>
      )}
      <ConfirmDialog
        visible={aRecalculer !== null}
        onHide={() => setARecalculer(null)}
        header={t('recalcul.titre')}
        message={
          aRecalculer === null
            ? ''
            : t('recalcul.message', {
                date: dateFr(aRecalculer.date),
                bureau: nomBureau(aRecalculer.bureauId),
              })
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('recalcul.confirmer')}
        rejectLabel={t('common:actions.annuler')}
        accept={() => aRecalculer && confirmerRecalcul(aRecalculer)}
      />
    </section>
  );
}
