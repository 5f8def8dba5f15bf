// /secretariat/bordereau/nouveau ("Bordereaux: New"; docs/product-rules.md#screens "uses the patient-file screen"):
// pick one of the offices selected in the header, a requester of that office and a period; the files
// the server says billable (requisition, report validated, not billed, that requester, examined in the
// period) are listed with the patient-file columns, all ticked; the user unticks any and the totals
// HT/TVA/TTC follow (shared `totauxBordereau` over `ligneDuDossier`, the server's own rule). « Créer le
// bordereau » sends the ticked files with the versions read; a 409 (a file billed or changed meanwhile)
// refreshes the list and names the files concerned, nothing of the bordereau having been written; a 409
// REQUISITION_EN_DOUBLE (two files under one requisition) asks the confirmation in a dialog and sends
// again with it (docs/api.md#requisitions-en-double). The
// choice is kept in the URL (?bureau&requerant&du&au). A row's name opens the patient file.
import { formatEuros } from '@umj/shared/argent';
import {
  ligneDuDossier,
  MAX_DOSSIERS_PAR_BORDEREAU,
  MESSAGE_TROP_DE_DOSSIERS,
  totauxBordereau,
} from '@umj/shared/bordereaux';
import { isoDepuisJour, jourDepuisIso, jourParis } from '@umj/shared/dates';
import { CODE_REQUISITION_EN_DOUBLE } from '@umj/shared/requisitions';
import { Button } from 'primereact/button';
import { ConfirmDialog } from '../../components/confirmation/confirm-dialog.tsx';
import { Column } from 'primereact/column';
import { DataTable } from '../../components/list/lazy-data-table.tsx';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { valueText } from '../../components/list/list-view.ts';
import { notifySuccess } from '../../components/list/list-notices.ts';
import { ErreurChargement } from '../../components/erreur-chargement/erreur-chargement.tsx';
import { ApiError, errorMessage, estConflit } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import type { DossierDuBureau } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { useRequerantsDuBureau } from '../../entities/references/api/references.ts';
import { DossierFormDialog } from '../../entities/dossier-patient/formulaire/lazy-dossier-form-dialog.tsx';
import {
  dossierColumns,
  ligneDossier,
  type LigneDossier,
} from '../../entities/dossier-patient/liste/dossier-columns.tsx';
import { avecFiltre } from '../../entities/dossier-patient/liste/filtre-liste.ts';
import { useCreerBordereau } from './api/create-bordereau.ts';
import { useFacturables } from './api/list-dossiers-facturables.ts';
import { CHEMIN_LISTE, cheminAfficher } from '../../entities/bordereau/chemins.ts';
import { CriteresBordereau } from './criteres-bordereau.tsx';
import { TotauxBordereau } from './totaux-bordereau.tsx';
import './bordereaux.css';

/** Default period: the last 365 days up to today (the billing limit is one year after the exam). */
export function periodeParDefaut(maintenant: Date): { du: string; au: string } {
  const aujourdhui = jourParis(maintenant);
  return { du: isoDepuisJour(aujourdhui - 364), au: isoDepuisJour(aujourdhui) };
}

/** The files ticked when the server refused (409) that are gone from the new list or changed. */
export function dossiersConcernes(
  envoyes: readonly DossierDuBureau[],
  actuels: readonly DossierDuBureau[],
): DossierDuBureau[] {
  const versions = new Map(actuels.map((d) => [d.id, d.version] as const));
  return envoyes.filter((d) => versions.get(d.id) !== d.version);
}

export default function NouveauBordereauPage() {
  const { t } = useTranslation(['bordereaux', 'dossiers-patients', 'common']);
  const selection = useSelectedBureaux();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [defaut] = useState(() => periodeParDefaut(new Date()));
  const bureauDemande = params.get('bureau');
  const bureau =
    selection.bureaux.find((b) => b.id === bureauDemande) ??
    (bureauDemande === null ? selection.bureaux[0] : undefined);
  const requerantId = params.get('requerant');
  const du = params.get('du') || defaut.du;
  const au = params.get('au') || defaut.au;
  const periodeValide =
    jourDepuisIso(du) !== null &&
    jourDepuisIso(au) !== null &&
    (jourDepuisIso(du) ?? 0) <= (jourDepuisIso(au) ?? 0);
  const changer = (changements: Record<string, string | undefined>) =>
    setParams((p) => avecFiltre(p, changements), { replace: true });

  const requerants = useRequerantsDuBureau(bureau?.id ?? '', bureau !== undefined);
  const requerant = requerants.data?.find((r) => r.id === requerantId);
  const critere =
    bureau && requerant && periodeValide ? { bureauId: bureau.id, requerantId: requerant.id, du, au } : null;
  const facturables = useFacturables(critere);
  const creation = useCreerBordereau();

  // The form's one value: the unticked files (by key); a file that appears later (a refresh) comes
  // ticked. Its message: the server's refusal (error) or the files a 409 names (warning).
  const form = useForm<{ decoches: readonly string[] }>({ defaultValues: { decoches: [] } });
  const decoches = useMemo(() => new Set(form.values.decoches), [form.values.decoches]);
  const [ouvert, setOuvert] = useState<LigneDossier | null>(null);
  const [enDouble, setEnDouble] = useState<string | null>(null);

  const lignes = useMemo(
    () => facturables.data?.map((d) => ligneDossier(d, bureau?.nom)),
    [facturables.data, bureau?.nom],
  );
  const coches = useMemo(() => (lignes ?? []).filter((l) => !decoches.has(l.cle)), [lignes, decoches]);
  const totaux = useMemo(() => totauxBordereau(coches.map((d) => ligneDuDossier(d))), [coches]);
  // One bordereau is one transaction (pattern O2): the server refuses more files, so does the screen.
  const trop = coches.length > MAX_DOSSIERS_PAR_BORDEREAU;
  const colonnes = useMemo(
    () => dossierColumns(t, setOuvert, true).filter((c) => c.field !== 'bureau' && c.field !== 'requisition'),
    [t],
  );

  const creer = (confirmationRequisition = false) =>
    form.handleSubmit(async () => {
      if (!bureau || !requerant || coches.length === 0 || trop) return;
      setEnDouble(null);
      const envoyes = coches;
      try {
        const bordereau = await creation.mutateAsync({
          bureauId: bureau.id,
          requerantId: requerant.id,
          dossiers: envoyes.map((d) => ({ id: d.id, version: d.version })),
          confirmationRequisition,
        });
        notifySuccess('objetCreated');
        navigate(cheminAfficher(bordereau.bureauId, bordereau.numero));
      } catch (e) {
        // Two files under one requisition: the server's text names them; asked, then sent again.
        if (e instanceof ApiError && e.body.code === CODE_REQUISITION_EN_DOUBLE) {
          setEnDouble(e.body.message);
          return;
        }
        if (!estConflit(e)) throw e;
        const actuels = (await facturables.refetch()).data ?? [];
        const noms = dossiersConcernes(envoyes, actuels).map(
          (d) =>
            `${d.nom || t('dossiers-patients:sansNom')}${d.requisitionNumero ? ` (${d.requisitionNumero})` : ''}`,
        );
        form.setFormError(
          noms.length > 0
            ? t('bordereaux:nouveau.conflit', { nombre: noms.length, dossiers: noms.join(', ') })
            : t('bordereaux:nouveau.conflitSansDetail'),
          'warn',
        );
      }
    })();

  const chargement = facturables.isPending && critere !== null;
  const aucunBureau = selection.ready && selection.bureaux.length === 0;

  return (
    <section className="umj-bordereau-page" aria-labelledby="umj-bordereau-titre">
      <div className="umj-bordereau-entete">
        <h1 id="umj-bordereau-titre">{t('bordereaux:nouveau.titre')}</h1>
        <Link to={CHEMIN_LISTE} className="umj-bordereau-retour">
          <i className="pi pi-list" aria-hidden="true" /> {t('bordereaux:liste.titre')}
        </Link>
      </div>
      <p className="umj-bordereau-aide">{t('bordereaux:nouveau.aide')}</p>
      {aucunBureau && <Message severity="warn" text={t('bordereaux:aucunBureau')} />}
      <CriteresBordereau
        bureaux={selection.bureaux}
        bureau={bureau}
        requerants={requerants}
        requerantId={requerant?.id ?? null}
        du={du}
        au={au}
        onChange={(changements) => {
          if ('bureau' in changements || 'requerant' in changements) form.setValue('decoches', []);
          changer(changements);
        }}
      />
      {!periodeValide && <Message severity="error" text={t('bordereaux:nouveau.periodeInvalide')} />}
      {requerants.isError && <Message severity="error" text={errorMessage(requerants.error)} />}
      {critere === null && periodeValide && bureau && (
        <Message severity="info" text={t('bordereaux:nouveau.choisirRequerantAide')} />
      )}
      {facturables.isError && (
        <ErreurChargement
          className="umj-bordereau-erreur"
          message={t('common:liste.erreur', { message: errorMessage(facturables.error) })}
          onReessayer={() => void facturables.refetch()}
        />
      )}
      {form.formError && (
        <Message severity={form.formErrorSeverity} text={form.formError} className="umj-bordereau-message" />
      )}
      {critere !== null && !facturables.isError && (
        <>
          <DataTable
            value={chargement ? [] : (lignes ?? [])}
            dataKey="cle"
            selectionMode="checkbox"
            selection={coches}
            onSelectionChange={(e) => {
              const choisis = new Set((e.value as LigneDossier[]).map((l) => l.cle));
              form.setValue(
                'decoches',
                (lignes ?? []).filter((l) => !choisis.has(l.cle)).map((l) => l.cle),
              );
            }}
            emptyMessage={
              chargement ? (
                <Skeleton height="2rem" />
              ) : (
                <p className="umj-list-empty">{t('bordereaux:nouveau.aucunFacturable')}</p>
              )
            }
            size="small"
            stripedRows
            scrollable
            scrollHeight="60vh"
            aria-label={t('bordereaux:nouveau.dossiers')}
            aria-busy={chargement}
          >
            <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
            {colonnes.map((c) => (
              <Column
                key={c.field}
                field={c.field}
                header={t(c.header)}
                style={c.width ? { width: c.width } : undefined}
                body={(row: LigneDossier) => c.cell?.(row) ?? valueText(c.value(row))}
              />
            ))}
          </DataTable>
          {trop && (
            <Message severity="warn" text={MESSAGE_TROP_DE_DOSSIERS} className="umj-bordereau-message" />
          )}
          <div className="umj-bordereau-pied" hidden={chargement}>
            <TotauxBordereau
              totaux={totaux}
              libelle={t('bordereaux:nouveau.selection', {
                nombre: coches.length,
                total: lignes?.length ?? 0,
              })}
            />
            <Button
              type="button"
              icon="pi pi-check"
              label={t('bordereaux:nouveau.creer')}
              onClick={() => creer()}
              loading={creation.isPending}
              disabled={coches.length === 0 || chargement || trop}
            />
          </div>
          <p className="umj-bordereau-sr" aria-live="polite">
            {t('bordereaux:nouveau.totalAnnonce', { montant: formatEuros(totaux.totalTTC) })}
          </p>
        </>
      )}
      {ouvert && (
        <DossierFormDialog bureauId={ouvert.bureauId} dossierId={ouvert.id} onClose={() => setOuvert(null)} />
      )}
      <ConfirmDialog
        visible={enDouble !== null}
        onHide={() => setEnDouble(null)}
        header={t('bordereaux:nouveau.requisitionEnDouble')}
        message={enDouble}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('common:oui')}
        rejectLabel={t('common:non')}
        defaultFocus="reject"
        accept={() => creer(true)}
        reject={() => setEnDouble(null)}
      />
    </section>
  );
}
