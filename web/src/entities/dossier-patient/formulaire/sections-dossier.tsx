// The fields of spec §3 grouped as staff fill them (identity, appointment, custody, requisition,
// examination, amounts, case, notes, dates). Values in their stored formats (valeurs-dossier.ts); the
// exam type prefills the amounts (shared montantsDuType), the TVA is computed, never typed, and only
// the secretariat types montantHT; the ITT conclusion is shown as 'N jour(s)'.
import { formatHeure, formatInstantParis, minutesDepuisHeure } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { estChampGele } from '@umj/shared/dossier-facture';
import { CONCLUSIONS_GAV, montantsDuType } from '@umj/shared/dossier-patient';
import { LIEUX, MOTIFS_NON_VISITE, SEXES } from '@umj/shared/enums';
import { montantsALEnregistrement } from '@umj/shared/montants-dossier';
import type { Reglages } from '@umj/shared/reglages';
import { CONCLUSION_ITT, formatConclusionItt } from '@umj/shared/rendez-vous-form';
import { familleExamen, type TypeExamen } from '@umj/shared/types-examen';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownLabel } from '../../../lib/dropdown-label.ts';
import { Champ, type AttributsChamp } from './champ.tsx';
import {
  dateFrVersSaisie,
  instantVersSaisie,
  saisieVersInstant,
  jourVersSaisie,
  saisieVersDateFr,
  saisieVersJour,
  type ChampDossier,
  type ValeursDossier,
} from './valeurs-dossier.ts';

interface Ref {
  id: string;
  nom: string;
}

export interface OptionsDossier {
  examinateurs: readonly { id: string; nomComplet: string }[];
  commissariats: readonly Ref[];
  /** Undefined when the user may not read the requesters (only the file's own is offered). */
  requerants: readonly Ref[] | undefined;
  typesExamen: readonly TypeExamen[];
  reglages: Pick<Reglages, 'montantTVA'>;
}

export interface SectionsDossierProps {
  valeurs: ValeursDossier;
  changer<C extends ChampDossier>(champ: C, valeur: ValeursDossier[C]): void;
  /** Several fields at once (the exam type and its amounts). */
  changerPlusieurs(partiel: Partial<ValeursDossier>): void;
  erreurs: Partial<Record<ChampDossier, string>>;
  /** Fields required at the status the rules are checked at (the mark only). */
  requis: ReadonlySet<ChampDossier>;
  lectureSeule: boolean;
  /** The file is on a standing bordereau: its frozen fields are read-only (shared estChampGele). */
  facture?: boolean;
  /** May the user type montantHT (the secretariat: shared peutFixerMontant)? TVA is never typed. */
  montantModifiable: boolean;
  options: OptionsDossier;
  /** What the server sets on a stored file (spec §4 dates, billing), shown read-only. */
  serveur?: Pick<
    DossierPatientStocke,
    'dateRdvPris' | 'dateArrivé' | 'dateAnnulé' | 'dateModification' | 'bordereauNumero'
  >;
}

/** Options of a reference list, with the file's current value kept when the list lacks it. */
function optionsRef<T extends { id: string }>(
  liste: readonly T[] | undefined,
  courant: T | null,
  label: (t: T) => string,
): { value: string; label: string }[] {
  const elements = [...(liste ?? [])];
  if (courant && !elements.some((e) => e.id === courant.id)) elements.unshift(courant);
  return elements.map((e) => ({ value: e.id, label: label(e) }));
}

const classeSaisie = (invalide: boolean) => `p-inputtext p-component${invalide ? ' p-invalid' : ''}`;

export function SectionsDossier({
  valeurs,
  changer,
  changerPlusieurs,
  erreurs,
  requis,
  lectureSeule,
  facture = false,
  montantModifiable,
  options,
  serveur,
}: SectionsDossierProps) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const fige = (nom: ChampDossier) => lectureSeule || (facture && estChampGele(nom));
  const champ = (
    nom: ChampDossier,
    contenu: (a: AttributsChamp) => ReactNode,
    extra: { aide?: string; enLigne?: boolean; large?: boolean } = {},
  ) => (
    <Champ
      key={nom}
      champ={nom}
      label={t(`dossiers-patients:champs.${nom}`)}
      erreur={erreurs[nom]}
      requis={requis.has(nom)}
      {...extra}
    >
      {contenu}
    </Champ>
  );
  const texte = (
    nom: ChampDossier & keyof { [K in ChampDossier as ValeursDossier[K] extends string ? K : never]: 1 },
  ) =>
    champ(nom, (a) => (
      <InputText
        {...a}
        disabled={fige(nom)}
        invalid={a['aria-invalid']}
        value={valeurs[nom] as string}
        onChange={(e) => changer(nom, e.target.value as never)}
      />
    ));
  const date = (nom: 'dateDeNaissance' | 'requisitionDate' | 'affaireDate') =>
    champ(nom, (a) => (
      <input
        {...a}
        type="date"
        className={classeSaisie(a['aria-invalid'])}
        disabled={fige(nom)}
        value={valeurs[nom] ?? ''}
        onChange={(e) => changer(nom, e.target.value === '' ? null : e.target.value)}
      />
    ));
  const heure = (nom: 'examenHeure' | 'gavHeureProlongation') =>
    champ(nom, (a) => (
      <input
        {...a}
        type="time"
        className={classeSaisie(a['aria-invalid'])}
        disabled={fige(nom)}
        value={valeurs[nom] ?? ''}
        onChange={(e) => changer(nom, e.target.value === '' ? null : e.target.value)}
      />
    ));
  const instant = (nom: 'dateMail' | 'dateRemis') =>
    champ(nom, (a) => (
      <input
        {...a}
        type="date"
        className={classeSaisie(a['aria-invalid'])}
        disabled={fige(nom)}
        value={instantVersSaisie(valeurs[nom])}
        onChange={(e) => changer(nom, saisieVersInstant(e.target.value))}
      />
    ));
  const liste = (
    nom: ChampDossier,
    choix: readonly { value: string; label: string }[],
    valeur: string | null,
    surChoix: (v: string | null) => void,
    effacable = true,
  ) =>
    champ(nom, (a) => (
      <Dropdown
        inputId={a.id}
        aria-describedby={a['aria-describedby']}
        invalid={a['aria-invalid']}
        disabled={fige(nom)}
        value={valeur}
        options={[...choix]}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => surChoix((e.value as string | null | undefined) ?? null)}
        placeholder={t('common:champs.choisir')}
        showClear={effacable && valeur !== null && !fige(nom)}
        filter={choix.length > 8}
        {...dropdownLabel(t(`dossiers-patients:champs.${nom}`))}
      />
    ));
  const caseACocher = (nom: 'requisitionFournie' | 'attestationFournie') =>
    champ(
      nom,
      (a) => (
        <Checkbox
          inputId={a.id}
          aria-describedby={a['aria-describedby']}
          disabled={fige(nom)}
          checked={valeurs[nom]}
          onChange={(e) => changer(nom, e.checked === true)}
        />
      ),
      { enLigne: true },
    );
  // docs/api.md#montants-dun-dossier: HT typed by the secretariat only (TVA follows it), TVA computed.
  const changerHT = (ht: number | null) =>
    changerPlusieurs(
      montantsALEnregistrement(ht, {
        type: valeurs.examenType,
        tauxTva: options.reglages.montantTVA,
        peutFixerMontant: true,
        stocke: null,
      }),
    );
  const euros = (nom: 'montantHT' | 'montantTVA') =>
    champ(nom, (a) => (
      <InputNumber
        inputId={a.id}
        aria-describedby={a['aria-describedby']}
        invalid={a['aria-invalid']}
        disabled={fige(nom) || nom === 'montantTVA' || !montantModifiable}
        value={valeurs[nom] === null ? null : valeurs[nom] / 100}
        onValueChange={(e) => {
          if (nom === 'montantHT') changerHT(e.value == null ? null : Math.round(e.value * 100));
        }}
        mode="currency"
        currency="EUR"
        locale="fr-FR"
        minFractionDigits={2}
        maxFractionDigits={2}
      />
    ));
  const zoneDeTexte = (nom: 'notes' | 'retourExaminateur') =>
    champ(
      nom,
      (a) => (
        <InputTextarea
          {...a}
          disabled={fige(nom)}
          invalid={a['aria-invalid']}
          rows={3}
          autoResize
          dir="auto"
          value={valeurs[nom]}
          onChange={(e) => changer(nom, e.target.value)}
        />
      ),
      { large: true },
    );

  const famille = familleExamen(valeurs.examenType);
  const choisirType = (id: string | null) => {
    const type = options.typesExamen.find((ty) => String(ty.id) === id) ?? null;
    if (type === null) {
      changer('examenType', null);
      return;
    }
    const montants = montantsDuType(type, options.reglages);
    changerPlusieurs({
      examenType: { id: type.id, nom: type.nom, tarif: type.tarif, tva: type.tva },
      montantHT: montants.ht,
      montantTVA: montants.tva,
    });
  };
  const conclusion = () => {
    if (famille === 'GaV') {
      return liste(
        'examenConclusion',
        CONCLUSIONS_GAV.map((c) => ({ value: c, label: c })),
        valeurs.examenConclusion === '' ? null : valeurs.examenConclusion,
        (v) => changer('examenConclusion', v ?? ''),
      );
    }
    const itt = famille === 'ITT';
    const valide = itt && CONCLUSION_ITT.test(valeurs.examenConclusion);
    return champ(
      'examenConclusion',
      (a) => (
        <InputText
          {...a}
          disabled={fige('examenConclusion')}
          invalid={a['aria-invalid']}
          inputMode={itt ? 'numeric' : undefined}
          value={valeurs.examenConclusion}
          onChange={(e) => changer('examenConclusion', e.target.value)}
        />
      ),
      itt
        ? {
            aide: valide
              ? t('dossiers-patients:itt.affiche', { itt: formatConclusionItt(valeurs.examenConclusion) })
              : t('dossiers-patients:itt.aide'),
          }
        : {},
    );
  };

  const section = (cle: string, enfants: ReactNode) => (
    <fieldset className="umj-dossier-section" key={cle}>
      <legend>{t(`dossiers-patients:sections.${cle}`)}</legend>
      <div className="umj-dossier-grille">{enfants}</div>
    </fieldset>
  );
  const ouiNon = [
    { value: 'oui', label: t('common:oui') },
    { value: 'non', label: t('common:non') },
  ];

  return (
    <div className="umj-dossier-sections">
      {section('identite', [
        texte('nom'),
        texte('profession'),
        date('dateDeNaissance'),
        liste(
          'sexe',
          SEXES.filter((s) => s !== '').map((s) => ({ value: s, label: s })),
          valeurs.sexe === '' ? null : valeurs.sexe,
          (v) => changer('sexe', (v ?? '') as ValeursDossier['sexe']),
        ),
      ])}
      {section('rendezVous', [
        liste(
          'lieu',
          LIEUX.map((l) => ({ value: String(l.id), label: t(`dossiers-patients:lieux.${l.id}`) })),
          String(valeurs.lieu),
          (v) => changer('lieu', Number(v ?? 0) as ValeursDossier['lieu']),
          false,
        ),
        champ('rendezVousDate', (a) => (
          <input
            {...a}
            type="date"
            className={classeSaisie(a['aria-invalid'])}
            disabled={fige('rendezVousDate')}
            value={jourVersSaisie(valeurs.rendezVousDate)}
            onChange={(e) => changer('rendezVousDate', saisieVersJour(e.target.value))}
          />
        )),
        champ('rendezVousHeure', (a) => (
          <input
            {...a}
            type="time"
            className={classeSaisie(a['aria-invalid'])}
            disabled={fige('rendezVousHeure')}
            value={valeurs.rendezVousHeure === null ? '' : formatHeure(valeurs.rendezVousHeure)}
            onChange={(e) => changer('rendezVousHeure', minutesDepuisHeure(e.target.value))}
          />
        )),
        liste(
          'examinateur',
          optionsRef(options.examinateurs, valeurs.examinateur, (e) => e.nomComplet),
          valeurs.examinateur?.id ?? null,
          (v) => {
            const e =
              options.examinateurs.find((x) => x.id === v) ??
              (valeurs.examinateur?.id === v ? valeurs.examinateur : null);
            changer('examinateur', e ? { id: e.id, nomComplet: e.nomComplet } : null);
          },
        ),
      ])}
      {section('gav', [
        heure('gavHeureProlongation'),
        liste(
          'gavVisiteEffectuée',
          ouiNon,
          valeurs.gavVisiteEffectuée === null ? null : valeurs.gavVisiteEffectuée ? 'oui' : 'non',
          (v) => changer('gavVisiteEffectuée', v === null ? null : v === 'oui'),
        ),
        liste(
          'gavMotifNonVisite',
          MOTIFS_NON_VISITE.filter((m) => m !== '').map((m) => ({ value: m, label: m })),
          valeurs.gavMotifNonVisite === '' ? null : valeurs.gavMotifNonVisite,
          (v) => changer('gavMotifNonVisite', (v ?? '') as ValeursDossier['gavMotifNonVisite']),
        ),
      ])}
      {section('requisition', [
        caseACocher('requisitionFournie'),
        liste(
          'requerant',
          optionsRef(options.requerants, valeurs.requerant, (r) => r.nom),
          valeurs.requerant?.id ?? null,
          (v) => {
            const r =
              options.requerants?.find((x) => x.id === v) ??
              (valeurs.requerant?.id === v ? valeurs.requerant : null);
            changer('requerant', r ? { id: r.id, nom: r.nom } : null);
          },
        ),
        date('requisitionDate'),
        texte('requisitionNumero'),
        caseACocher('attestationFournie'),
      ])}
      {section('examen', [
        liste(
          'examenType',
          optionsRef(
            options.typesExamen.map((ty) => ({ ...ty, id: String(ty.id) })),
            valeurs.examenType
              ? { ...valeurs.examenType, id: String(valeurs.examenType.id), notes: '' }
              : null,
            (ty) => ty.nom,
          ),
          valeurs.examenType ? String(valeurs.examenType.id) : null,
          choisirType,
        ),
        champ('examenDate', (a) => (
          <input
            {...a}
            type="date"
            className={classeSaisie(a['aria-invalid'])}
            disabled={fige('examenDate')}
            value={dateFrVersSaisie(valeurs.examenDate)}
            onChange={(e) => changer('examenDate', saisieVersDateFr(e.target.value))}
          />
        )),
        heure('examenHeure'),
        conclusion(),
      ])}
      {section('montants', [euros('montantHT'), euros('montantTVA')])}
      {section('affaire', [
        date('affaireDate'),
        texte('affaireNature'),
        texte('affaireNom'),
        liste(
          'commissariat',
          optionsRef(options.commissariats, valeurs.commissariat, (c) => c.nom),
          valeurs.commissariat?.id ?? null,
          (v) => {
            const c =
              options.commissariats.find((x) => x.id === v) ??
              (valeurs.commissariat?.id === v ? valeurs.commissariat : null);
            changer('commissariat', c ? { id: c.id, nom: c.nom } : null);
          },
        ),
        texte('regie'),
      ])}
      {section('notes', [zoneDeTexte('notes'), zoneDeTexte('retourExaminateur')])}
      {section('dates', [
        instant('dateMail'),
        instant('dateRemis'),
        serveur && (
          <dl className="umj-dossier-serveur" key="serveur">
            {(['dateRdvPris', 'dateArrivé', 'dateAnnulé', 'dateModification'] as const).map((c) => (
              <div key={c}>
                <dt>{t(`dossiers-patients:champs.${c}`)}</dt>
                <dd>{serveur[c] ? formatInstantParis(new Date(serveur[c])) : '—'}</dd>
              </div>
            ))}
            <div>
              <dt>{t('dossiers-patients:champs.bordereauNumero')}</dt>
              <dd>{serveur.bordereauNumero ?? '—'}</dd>
            </div>
          </dl>
        ),
      ])}
    </div>
  );
}
