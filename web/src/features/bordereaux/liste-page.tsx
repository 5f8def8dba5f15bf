// /secretariat/bordereau/liste ("Bordereaux"): the bordereaux of the offices selected in the
// header for one year (?annee=, the current one by default; pattern O1 per office, merged newest first),
// in the list pattern (sort, column filters, search, CSV/XLSX with the filters sheet, print), status
// shown by colour, icon and text; a row opens the bordereau. Above: the billing-limit warning panel —
// validated files without bordereau 11 months or more after their examination (GET .../alertes, rule
// `alerteLimiteFacturation` of shared), each opening its patient file; the same count is the menu
// badge. Live: keys start with 'Bordereau' and 'DossierPatient'.
import { centimes, formatEuros } from '@umj/shared/argent';
import type { ResumeBordereau } from '@umj/shared/bordereaux';
import { jourParis, isoDepuisJour } from '@umj/shared/dates';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListColumn } from '../../components/list/list-column.ts';
import { BoutonLigne } from '../../components/list/bouton-ligne.tsx';
import { Dropdown } from '../../components/selection/dropdown.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import { useNomsBureaux } from '../../lib/bureaux/use-noms-bureaux.ts';
import { requeteSurSelection } from '../../lib/bureaux/requete-sur-selection.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { DossierFormDialog } from '../../entities/dossier-patient/formulaire/lazy-dossier-form-dialog.tsx';
import { avecFiltre } from '../../entities/dossier-patient/liste/filtre-liste.ts';
import {
  useAlertesFacturation,
  type AlerteDuBureau,
} from '../../entities/bordereau/api/list-alertes-facturation.ts';
import { useBordereaux } from './api/list-bordereaux.ts';
import { LienDossier } from '../../entities/dossier-patient/liste/lien-dossier.tsx';
import { StatutBordereau } from './statut-bordereau.tsx';
import { CHEMIN_NOUVEAU, cheminAfficher, dateAffichee } from '../../entities/bordereau/chemins.ts';
import './bordereaux.css';
import { filtreBureaux } from '../../components/export/export-table.ts';

/** Years offered: the current one and the five before. */
const ANNEES_PROPOSEES = 6;

export type LigneListe = ResumeBordereau & { cle: string; bureauNom: string };

const euros = (cents: number) => formatEuros(centimes(cents));

export function bordereauColumns(t: TFunction, ouvrir: (l: LigneListe) => void): ListColumn<LigneListe>[] {
  const montant = (field: 'totalHT' | 'totalTVA' | 'totalTTC'): ListColumn<LigneListe> => ({
    field,
    header: `bordereaux:colonnes.${field}`,
    value: (l) => l[field] / 100,
    cell: (l) => <span className="umj-cell-nowrap">{euros(l[field])}</span>,
    sortable: true,
    unsearchable: true,
  });
  return [
    {
      field: 'numero',
      header: 'bordereaux:colonnes.numero',
      value: (l) => l.numero,
      cell: (l) => <LienDossier onClick={() => ouvrir(l)}>{l.numero}</LienDossier>,
      sortable: true,
      filter: { kind: 'text' },
      width: '9rem',
    },
    {
      field: 'date',
      header: 'bordereaux:colonnes.date',
      value: (l) => l.date,
      exportValue: (l) => dateAffichee(l.date),
      cell: (l) => <span className="umj-cell-nowrap">{dateAffichee(l.date)}</span>,
      sortable: true,
      width: '8rem',
    },
    {
      field: 'bureau',
      header: 'bordereaux:colonnes.bureau',
      value: (l) => l.bureauNom,
      sortable: true,
    },
    {
      field: 'requerant',
      header: 'bordereaux:colonnes.requerant',
      value: (l) => l.requerant.nom,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      field: 'nombreDossiers',
      header: 'bordereaux:colonnes.nombreDossiers',
      value: (l) => l.nombreDossiers,
      sortable: true,
      unsearchable: true,
      width: '7rem',
    },
    montant('totalHT'),
    montant('totalTVA'),
    montant('totalTTC'),
    {
      field: 'statut',
      header: 'bordereaux:colonnes.statut',
      value: (l) => t(`bordereaux:statut.${l.statut}`),
      cell: (l) => <StatutBordereau statut={l.statut} />,
      sortable: true,
      filter: {
        kind: 'select',
        options: (['emis', 'annule'] as const).map((s) => ({
          value: t(`bordereaux:statut.${s}`),
          label: t(`bordereaux:statut.${s}`),
        })),
      },
      width: '8rem',
    },
    {
      field: 'creePar',
      header: 'bordereaux:colonnes.creePar',
      value: (l) => l.creePar.nomComplet,
      sortable: true,
    },
  ];
}

/** The billing-limit warnings, the nearest limit first. */
function PanneauAlertes({
  alertes,
  nomsBureaux,
  ouvrir,
}: {
  alertes: readonly AlerteDuBureau[];
  nomsBureaux: ReadonlyMap<string, string>;
  ouvrir(a: AlerteDuBureau): void;
}) {
  const { t } = useTranslation(['bordereaux', 'dossiers-patients']);
  const depassees = alertes.filter((a) => a.etat === 'depassee').length;
  const tries = [...alertes].sort((a, b) => a.limite.localeCompare(b.limite) || a.dossier.id - b.dossier.id);
  return (
    <section className="umj-bordereau-alertes" aria-labelledby="umj-bordereau-alertes-titre">
      <h2 id="umj-bordereau-alertes-titre">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('alertes.titre')}
      </h2>
      <p>{t('alertes.resume', { nombre: alertes.length, depassees })}</p>
      <ul>
        {tries.map((a) => (
          <li key={`${a.bureauId}~${a.dossier.id}`}>
            <Tag
              value={t(`alertes.etat.${a.etat}`)}
              severity={a.etat === 'depassee' ? 'danger' : 'warning'}
              icon={a.etat === 'depassee' ? 'pi pi-times-circle' : 'pi pi-clock'}
            />
            <LienDossier onClick={() => ouvrir(a)}>
              {a.dossier.nom || t('dossiers-patients:sansNom')}
            </LienDossier>
            <span>
              {t('alertes.detail', {
                bureau: nomsBureaux.get(a.bureauId) ?? a.bureauId,
                examen: a.dossier.examenDate ?? '',
                limite: dateAffichee(a.limite),
              })}
            </span>
            {a.dossier.requerant && <span>{a.dossier.requerant.nom}</span>}
            {!a.dossier.requisitionFournie && (
              <span className="umj-bordereau-alerte-manque">{t('alertes.sansRequisition')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ListeBordereauxPage() {
  const { t } = useTranslation(['bordereaux', 'common']);
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [anneeCourante] = useState(() => Number(isoDepuisJour(jourParis(new Date())).slice(0, 4)));
  const demandee = Number(params.get('annee'));
  const annee = Number.isInteger(demandee) && demandee >= 2000 && demandee <= 2999 ? demandee : anneeCourante;
  const pret = selection.ready && user !== null;
  const query = useBordereaux(selection.ids, annee, pret);
  const alertes = useAlertesFacturation(selection.ids, pret);
  const [dossier, setDossier] = useState<AlerteDuBureau | null>(null);

  const nomsBureaux = useNomsBureaux(selection.visible);
  const lignes = useMemo(
    () =>
      query.data?.map(
        (b): LigneListe => ({
          ...b,
          cle: `${b.bureauId}~${b.numero}`,
          bureauNom: nomsBureaux.get(b.bureauId) ?? b.bureauId,
        }),
      ),
    [query.data, nomsBureaux],
  );
  const ouvrir = (l: LigneListe) => navigate(cheminAfficher(l.bureauId, l.numero));
  const colonnes = useMemo(() => bordereauColumns(t, ouvrir), [t]);
  const annees = Array.from({ length: ANNEES_PROPOSEES }, (_, i) => anneeCourante - i);
  if (!annees.includes(annee)) annees.push(annee);

  return (
    <ListPage
      title={t('liste.titre')}
      query={requeteSurSelection(query, selection, lignes)}
      columns={colonnes}
      dataKey="cle"
      rowName={(l) => l.numero}
      rowActions={(l) => (
        <BoutonLigne
          icon="pi pi-eye"
          label={t('liste.ouvrir', { numero: l.numero })}
          onClick={() => ouvrir(l)}
        />
      )}
      exportFilters={[
        { label: t('liste.annee'), value: String(annee) },
        filtreBureaux(t('colonnes.bureau'), selection.bureaux),
      ]}
      toolbar={
        <div className="umj-bordereau-barre">
          <div className="umj-bordereau-champ">
            <label htmlFor="bordereaux-annee">{t('liste.annee')}</label>
            <Dropdown
              inputId="bordereaux-annee"
              value={annee}
              options={annees.map((a) => ({ value: a, label: String(a) }))}
              optionLabel="label"
              optionValue="value"
              onChange={(e) =>
                setParams((p) => avecFiltre(p, { annee: String(e.value as number) }), { replace: true })
              }
              {...dropdownLabel(t('liste.annee'))}
            />
          </div>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('nouveau.titre')}
            className="umj-bordereau-nouveau"
            onClick={() => navigate(CHEMIN_NOUVEAU)}
          />
          {alertes.isError && (
            <Message severity="error" text={t('alertes.erreur')} className="umj-bordereau-message" />
          )}
          {alertes.data && alertes.data.length > 0 && (
            <PanneauAlertes alertes={alertes.data} nomsBureaux={nomsBureaux} ouvrir={setDossier} />
          )}
        </div>
      }
    >
      {dossier && (
        <DossierFormDialog
          bureauId={dossier.bureauId}
          dossierId={dossier.dossier.id}
          onClose={() => setDossier(null)}
        />
      )}
    </ListPage>
  );
}
