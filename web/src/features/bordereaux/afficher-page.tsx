// /secretariat/bordereau/afficher?bureau=<id>&numero=<AAAA-NNNN> ("Bordereaux"; docs/product-rules.md#screens "uses
// the patient-file screen"): one bordereau with its status, requester, lines (requisition number and
// date, patient initials, exam, amounts; a line opens its patient file) and totals; actions: the PDF
// previewed in the browser (pdfmake, loaded on demand, from the same `documentBordereau` definition the
// server prints), the server's PDF downloaded, the Chorus Pro export (CSV or JSON) and the cancellation
// (confirmed, sent with the version read; a 409 says the bordereau changed and shows it again). Live:
// keys start with 'Bordereau'.
import { centimes, formatEuros } from '@umj/shared/argent';
import type { Bordereau, LigneBordereau } from '@umj/shared/bordereaux';
import { depuisIso, formatInstantParis } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ConfirmDialog } from '../../components/confirmation/confirm-dialog.tsx';
import { DataTable } from '../../components/list/lazy-data-table.tsx';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { notifyFailure, notifySuccess } from '../../components/list/list-notices.ts';
import { downloadBlob } from '../../components/export/download.ts';
import { ErreurChargement } from '../../components/erreur-chargement/erreur-chargement.tsx';
import { errorMessage, estConflit } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { DossierFormDialog } from '../../entities/dossier-patient/formulaire/lazy-dossier-form-dialog.tsx';
import { useAnnulerBordereau } from './api/annuler-bordereau.ts';
import { exportChorusJson, telechargerExportCsv, telechargerPdfServeur } from './api/export-bordereau.ts';
import { useBordereau } from './api/get-bordereau.ts';
import { ApercuPdf } from './apercu-pdf.tsx';
import { CHEMIN_LISTE, dateAffichee } from '../../entities/bordereau/chemins.ts';
import { LienDossier } from '../../entities/dossier-patient/liste/lien-dossier.tsx';
import { StatutBordereau } from './statut-bordereau.tsx';
import { TotauxBordereau } from './totaux-bordereau.tsx';
import './bordereaux.css';

const euros = (cents: number) => formatEuros(centimes(cents));
const instant = (iso: string | null) => {
  const date = iso === null ? null : depuisIso(iso);
  return date === null ? '' : formatInstantParis(date);
};

export default function AfficherBordereauPage() {
  const { t } = useTranslation(['bordereaux', 'dossiers-patients', 'common']);
  const [params] = useSearchParams();
  const bureauId = params.get('bureau');
  const numero = params.get('numero');
  const selection = useSelectedBureaux();
  const query = useBordereau(bureauId, numero);
  const annulation = useAnnulerBordereau();
  const [confirmer, setConfirmer] = useState(false);
  const [apercu, setApercu] = useState(false);
  const [ouvert, setOuvert] = useState<number | null>(null);
  const [conflit, setConflit] = useState(false);
  const [telechargement, setTelechargement] = useState<'pdf' | 'csv' | 'json' | null>(null);
  const bordereau = query.data;
  const bureau = selection.visible.find((b) => b.id === bureauId);

  const annuler = async (b: Bordereau) => {
    setConflit(false);
    try {
      await annulation.mutateAsync({ bureauId: b.bureauId, numero: b.numero, version: b.version });
      notifySuccess('objetUpdated');
    } catch (e) {
      if (estConflit(e)) {
        setConflit(true);
        void query.refetch();
      } else notifyFailure(e);
    }
  };
  // The server's PDF, the Chorus CSV (both presigned links) and the Chorus JSON (saved from the answer).
  const telecharger = async (genre: 'pdf' | 'csv' | 'json', b: Bordereau) => {
    setTelechargement(genre);
    try {
      if (genre === 'pdf') await telechargerPdfServeur(b.bureauId, b.numero);
      else if (genre === 'csv') await telechargerExportCsv(b.bureauId, b.numero);
      else {
        const donnees = await exportChorusJson(b.bureauId, b.numero);
        const blob = new Blob([JSON.stringify(donnees, null, 2)], { type: 'application/json' });
        downloadBlob(blob, `chorus-${b.numero}.json`);
      }
    } catch (e) {
      notifyFailure(e);
    } finally {
      setTelechargement(null);
    }
  };

  if (bureauId === null || numero === null) {
    return (
      <section className="umj-bordereau-page">
        <h1>{t('bordereaux:afficher.titreSeul')}</h1>
        <Message severity="error" text={t('bordereaux:afficher.parametres')} />
        <Link to={CHEMIN_LISTE}>{t('bordereaux:liste.titre')}</Link>
      </section>
    );
  }

  return (
    <section className="umj-bordereau-page" aria-labelledby="umj-bordereau-titre" aria-busy={query.isPending}>
      <div className="umj-bordereau-entete">
        <h1 id="umj-bordereau-titre">{t('bordereaux:afficher.titre', { numero })}</h1>
        {bordereau && <StatutBordereau statut={bordereau.statut} />}
        <Link to={CHEMIN_LISTE} className="umj-bordereau-retour">
          <i className="pi pi-list" aria-hidden="true" /> {t('bordereaux:liste.titre')}
        </Link>
      </div>
      {query.isError && (
        <ErreurChargement
          className="umj-bordereau-erreur"
          message={errorMessage(query.error)}
          onReessayer={() => void query.refetch()}
        />
      )}
      {query.isPending && <Skeleton height="8rem" />}
      {conflit && <Message severity="warn" text={t('bordereaux:afficher.conflit')} />}
      {bordereau && (
        <>
          <dl className="umj-bordereau-infos">
            <div>
              <dt>{t('bordereaux:champs.bureau')}</dt>
              <dd>{bureau?.nom ?? bordereau.bureauId}</dd>
            </div>
            <div>
              <dt>{t('bordereaux:champs.requerant')}</dt>
              <dd>{bordereau.requerant.nom}</dd>
            </div>
            {bordereau.requerant.siret && (
              <div>
                <dt>{t('bordereaux:champs.siret')}</dt>
                <dd>{bordereau.requerant.siret}</dd>
              </div>
            )}
            {bordereau.requerant.codeService && (
              <div>
                <dt>{t('bordereaux:champs.codeService')}</dt>
                <dd>{bordereau.requerant.codeService}</dd>
              </div>
            )}
            <div>
              <dt>{t('bordereaux:champs.creeLe')}</dt>
              <dd>
                {t('bordereaux:afficher.parQui', {
                  quand: instant(bordereau.creeLe),
                  qui: bordereau.creePar.nomComplet,
                })}
              </dd>
            </div>
            {bordereau.statut === 'annule' && (
              <div>
                <dt>{t('bordereaux:champs.annuleLe')}</dt>
                <dd>
                  {t('bordereaux:afficher.parQui', {
                    quand: instant(bordereau.annuleLe),
                    qui: bordereau.annulePar?.nomComplet ?? '',
                  })}
                </dd>
              </div>
            )}
          </dl>
          <div className="umj-bordereau-actions" role="group" aria-label={t('common:actions.titre')}>
            <Button
              type="button"
              icon="pi pi-eye"
              label={t('bordereaux:afficher.apercu')}
              onClick={() => setApercu(true)}
            />
            <Button
              type="button"
              icon="pi pi-download"
              label={t('bordereaux:afficher.telechargerPdf')}
              outlined
              loading={telechargement === 'pdf'}
              onClick={() => void telecharger('pdf', bordereau)}
            />
            <Button
              type="button"
              icon="pi pi-file"
              label={t('bordereaux:afficher.chorusCsv')}
              outlined
              loading={telechargement === 'csv'}
              onClick={() => void telecharger('csv', bordereau)}
            />
            <Button
              type="button"
              icon="pi pi-code"
              label={t('bordereaux:afficher.chorusJson')}
              outlined
              loading={telechargement === 'json'}
              onClick={() => void telecharger('json', bordereau)}
            />
            {bordereau.statut === 'emis' && (
              <Button
                type="button"
                icon="pi pi-ban"
                label={t('bordereaux:afficher.annuler')}
                severity="danger"
                outlined
                loading={annulation.isPending}
                onClick={() => setConfirmer(true)}
              />
            )}
          </div>
          {bordereau.statut === 'annule' && (
            <Message severity="info" text={t('bordereaux:afficher.annuleAide')} />
          )}
          <DataTable
            value={bordereau.lignes}
            dataKey="dossierId"
            size="small"
            stripedRows
            scrollable
            aria-label={t('bordereaux:afficher.lignes')}
            emptyMessage={t('common:liste.vide')}
          >
            <Column field="requisitionNumero" header={t('bordereaux:colonnes.requisitionNumero')} />
            <Column
              field="requisitionDate"
              header={t('bordereaux:colonnes.requisitionDate')}
              body={(l: LigneBordereau) => dateAffichee(l.requisitionDate)}
            />
            <Column
              field="nom"
              header={t('bordereaux:colonnes.patient')}
              body={(l: LigneBordereau) => (
                <LienDossier onClick={() => setOuvert(l.dossierId)}>
                  {l.nom || t('dossiers-patients:sansNom')}
                </LienDossier>
              )}
            />
            <Column
              field="examenDate"
              header={t('bordereaux:colonnes.examenDate')}
              body={(l: LigneBordereau) => dateAffichee(l.examenDate)}
            />
            <Column
              field="examenType"
              header={t('bordereaux:colonnes.examenType')}
              body={(l: LigneBordereau) => l.examenType.nom}
            />
            <Column
              field="montantHT"
              header={t('bordereaux:colonnes.montantHT')}
              body={(l: LigneBordereau) => <span className="umj-cell-nowrap">{euros(l.montantHT)}</span>}
            />
            <Column
              field="montantTVA"
              header={t('bordereaux:colonnes.montantTVA')}
              body={(l: LigneBordereau) => <span className="umj-cell-nowrap">{euros(l.montantTVA)}</span>}
            />
            <Column
              field="montantTTC"
              header={t('bordereaux:colonnes.montantTTC')}
              body={(l: LigneBordereau) => <span className="umj-cell-nowrap">{euros(l.montantTTC)}</span>}
            />
          </DataTable>
          <div className="umj-bordereau-pied">
            <TotauxBordereau
              totaux={bordereau}
              libelle={t('bordereaux:afficher.nombre', { nombre: bordereau.lignes.length })}
            />
          </div>
          <ConfirmDialog
            visible={confirmer}
            onHide={() => setConfirmer(false)}
            header={t('bordereaux:annulation.titre')}
            message={t('bordereaux:annulation.message', { numero: bordereau.numero })}
            icon="pi pi-exclamation-triangle"
            acceptLabel={t('bordereaux:annulation.confirmer')}
            rejectLabel={t('bordereaux:annulation.garder')}
            acceptClassName="p-button-danger"
            defaultFocus="reject"
            accept={() => void annuler(bordereau)}
          />
          {apercu && <ApercuPdf bordereau={bordereau} bureau={bureau} onClose={() => setApercu(false)} />}
          {ouvert !== null && (
            <DossierFormDialog
              bureauId={bordereau.bureauId}
              dossierId={ouvert}
              onClose={() => setOuvert(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
