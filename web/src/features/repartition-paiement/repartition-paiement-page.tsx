// /secretariat/repartition-paiement/liste (Payment split): the splits computed each night (one per
// office and day) for the period and the offices selected in the header, the period's totals, one row
// per office and day whose expansion shows the lines per examiner, CSV/XLSX exports (one row per
// examiner line), and for an administrator the recompute of a day (confirmation, new version, previous
// kept). Live: a change announced over the WebSocket refetches ('RepartitionPaiement' keys). The period
// lives in the URL (?du&au).
import { totauxDesRepartitions, type RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { ConfirmDialog } from '../../components/confirmation/confirm-dialog.tsx';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltrePeriode } from '../../components/periode/filtre-periode.tsx';
import { dateFr, depuisLeDebutDu, lirePeriode, type Periode } from '../../components/periode/periode.ts';
import { TotauxPeriode } from '../../components/periode/totaux-periode.tsx';
import { useFiltreUrl } from '../../components/periode/use-filtre-url.ts';
import { ErreurChargement } from '../../components/erreur-chargement/erreur-chargement.tsx';
import { errorMessage, messageEchec } from '../../lib/api-error.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useRepartitions } from './api/get-repartitions.ts';
import { useRecalculerRepartition } from './api/recalculer-repartition.ts';
import { euros } from './detail-repartition.tsx';
import { ExportsRepartitions } from './exports-repartitions.tsx';
import { TableRepartitions } from './table-repartitions.tsx';
import './repartition-paiement.css';

/** The period of the URL; by default the month of yesterday, up to yesterday (the last day computed). */
export function periodeDepuisUrl(params: URLSearchParams, aujourdhui: number): Periode {
  return lirePeriode(params, depuisLeDebutDu('mois', aujourdhui - 1));
}

export default function RepartitionPaiementPage() {
  const { t } = useTranslation(['repartition-paiement', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const { filtre: periode, valide, changer } = useFiltreUrl(periodeDepuisUrl);
  const resultat = useRepartitions(selection.ids, periode, selection.ready && user !== null && valide);
  const recalcul = useRecalculerRepartition();
  const [aRecalculer, setARecalculer] = useState<RepartitionPaiement | null>(null);
  const [avis, setAvis] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const admin = user?.role === 'administrateur';
  const nomBureau = (id: string) => selection.bureaux.find((b) => b.id === id)?.nom ?? id;
  const totaux = resultat.data ? totauxDesRepartitions(resultat.data) : null;

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

  return (
    <section
      className="umj-repartition"
      aria-labelledby="umj-repartition-titre"
      aria-busy={resultat.isPending}
    >
      <h1 id="umj-repartition-titre">{t('titre')}</h1>
      <div className="umj-periode-barre">
        <FiltrePeriode ns="repartition-paiement" idPrefix="repartition" periode={periode} onChange={changer}>
          <ExportsRepartitions repartitions={resultat.data} bureaux={selection.bureaux} periode={periode} />
        </FiltrePeriode>
        {totaux && (
          <TotauxPeriode
            ns="repartition-paiement"
            prefixe="totaux"
            className="umj-repartition-totaux"
            totaux={[
              ['jours', String(resultat.data?.length ?? 0)],
              ['actes', String(totaux.nombreActes)],
              ['ht', euros(totaux.montantHT)],
              ['partBureau', euros(totaux.partBureau)],
              ['partExaminateurs', euros(totaux.partExaminateur)],
              ['tva', euros(totaux.montantTVA)],
              ['ttc', euros(totaux.montantTTC)],
            ]}
          />
        )}
        <p className="umj-periode-aide">{t('aide')}</p>
        {avis && <Message severity={avis.severity} text={avis.text} role="status" />}
      </div>
      {resultat.isError ? (
        <ErreurChargement
          className="umj-repartition-erreur-chargement"
          message={t('common:liste.erreur', { message: errorMessage(resultat.error) })}
          onReessayer={() => void resultat.refetch()}
        />
      ) : (
        <TableRepartitions
          repartitions={resultat.data}
          loading={valide && resultat.data === undefined}
          nomBureau={nomBureau}
          {...(admin ? { onRecalculer: setARecalculer } : {})}
          enRecalcul={recalcul.isPending ? aRecalculer : null}
        />
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
