// The verification panel of /admin/audit: on demand, GET /audit/verification for the filter's days;
// the state of each 5-minute period's digest (intègre, rompu, manquant, en attente; the period's start
// in Paris time) and each break named with its period, entry and French message.
import { formatInstantParis } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error.ts';
import { useVerificationAudit, type EtatCondensat } from './api/audit.ts';
import { EnteteTableau } from '../../components/tableau/entete-tableau.tsx';

const SEVERITE: Record<EtatCondensat, 'success' | 'danger' | 'warning' | 'info'> = {
  intègre: 'success',
  rompu: 'danger',
  manquant: 'danger',
  'en attente': 'info',
};

export function VerificationAudit({ du, au, valide }: { du: string; au: string; valide: boolean }) {
  const { t } = useTranslation('audit-admin');
  const verification = useVerificationAudit(du, au);
  const v = verification.data;
  return (
    <section className="umj-audit-verification" aria-label={t('verification.titre')}>
      <Button
        type="button"
        icon="pi pi-shield"
        label={t('verification.lancer')}
        disabled={!valide}
        loading={verification.isFetching}
        onClick={() => void verification.refetch()}
      />
      {verification.isError && <Message severity="error" text={errorMessage(verification.error)} />}
      {v && (
        <>
          <Message
            severity={v.integre ? 'success' : 'error'}
            text={
              v.integre ? t('verification.integre') : t('verification.rompu', { nombre: v.ruptures.length })
            }
          />
          {v.ruptures.length > 0 && (
            <ul className="umj-audit-ruptures">
              {v.ruptures.map((r, i) => (
                <li key={i}>
                  <strong>{r.nature}</strong> — {r.message}
                </li>
              ))}
            </ul>
          )}
          <table className="umj-audit-condensats">
            <caption>{t('verification.condensats')}</caption>
            <EnteteTableau
              colonnes={[t('verification.periode'), t('verification.entrees'), t('verification.etat')]}
            />
            <tbody>
              {v.periodes.map((p) => (
                <tr key={p.periode}>
                  <td dir="ltr">{formatInstantParis(new Date(`${p.periode}:00Z`))}</td>
                  <td>{p.entrees}</td>
                  <td>
                    <Tag severity={SEVERITE[p.etat]} value={t(`verification.etats.${p.etat}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
