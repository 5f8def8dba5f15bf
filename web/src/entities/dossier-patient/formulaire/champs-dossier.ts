// Each field of the patient-file form as a generic field of components/edit-dialog (its kind, the value
// in that kind's format, the change back to the stored format of valeurs-dossier.ts), grouped in the
// sections staff fill them in. The exam type prefills the amounts (shared montantsDuType), the TVA is
// computed, never typed, only the secretariat types montantHT; the ITT conclusion reads 'N jour(s)'.
import { formatHeure, minutesDepuisHeure } from '@umj/shared/dates';
import { estChampGele } from '@umj/shared/dossier-facture';
import { CONCLUSIONS_GAV, montantsDuType } from '@umj/shared/dossier-patient';
import { LIEUX, MOTIFS_NON_VISITE, SEXES } from '@umj/shared/enums';
import { montantsALEnregistrement } from '@umj/shared/montants-dossier';
import { CONCLUSION_ITT, formatConclusionItt } from '@umj/shared/rendez-vous-form';
import { familleExamen } from '@umj/shared/types-examen';
import type { TFunction } from 'i18next';
import type { FieldKind, FieldOption, FieldValue } from '../../../components/edit-dialog/fields.ts';
import type { OptionsDossier } from './options-dossier.ts';
import {
  dateFrVersSaisie,
  instantVersSaisie,
  jourVersSaisie,
  saisieVersDateFr,
  saisieVersInstant,
  saisieVersJour,
  type ChampDossier,
  type ValeursDossier,
} from './valeurs-dossier.ts';

export const SECTIONS_DOSSIER = [
  ['identite', ['nom', 'profession', 'dateDeNaissance', 'sexe']],
  ['rendezVous', ['lieu', 'rendezVousDate', 'rendezVousHeure', 'examinateur']],
  ['gav', ['gavHeureProlongation', 'gavVisiteEffectuée', 'gavMotifNonVisite']],
  [
    'requisition',
    ['requisitionFournie', 'requerant', 'requisitionDate', 'requisitionNumero', 'attestationFournie'],
  ],
  ['examen', ['examenType', 'examenDate', 'examenHeure', 'examenConclusion']],
  ['montants', ['montantHT', 'montantTVA']],
  ['affaire', ['affaireDate', 'affaireNature', 'affaireNom', 'commissariat', 'regie']],
  ['notes', ['notes', 'retourExaminateur']],
  ['dates', ['dateMail', 'dateRemis']],
] as const satisfies readonly (readonly [string, readonly ChampDossier[]])[];

export type ChampAffiche = (typeof SECTIONS_DOSSIER)[number][1][number];

/** One field as the generic field components draw it. */
export interface VueChamp {
  kind: FieldKind;
  value: FieldValue;
  onChange(value: FieldValue): void;
  disabled: boolean;
  /** Translated hint under the field. */
  hint?: string;
  /** Checkbox: label after the box. */
  enLigne?: boolean;
  /** Takes the whole row of its section (notes). */
  large?: boolean;
}

export interface ContexteChamps {
  valeurs: ValeursDossier;
  changer<C extends ChampDossier>(champ: C, valeur: ValeursDossier[C]): void;
  /** Several fields at once (the exam type and its amounts). */
  changerPlusieurs(partiel: Partial<ValeursDossier>): void;
  lectureSeule: boolean;
  /** The file is on a standing bordereau: its frozen fields are read-only (shared estChampGele). */
  facture: boolean;
  /** May the user type montantHT (the secretariat: shared peutFixerMontant)? TVA is never typed. */
  montantModifiable: boolean;
  options: OptionsDossier;
  t: TFunction;
}

/** A reference the file holds (examiner, requester, police station) or a list item of it. */
type Reference = { id: string; nom?: string; nomComplet?: string };

/** Options of a reference list, with the file's current value kept when the list lacks it. */
function optionsRef<T extends { id: string }>(
  liste: readonly T[] | undefined,
  courant: T | null,
  label: (t: T) => string,
): FieldOption[] {
  const elements = [...(liste ?? [])];
  if (courant && !elements.some((e) => e.id === courant.id)) elements.unshift(courant);
  return elements.map((e) => ({ value: e.id, label: label(e) }));
}

const sansVide = (liste: readonly string[]) =>
  liste.filter((v) => v !== '').map((v) => ({ value: v, label: v }));

/** The fields of the form, each as a generic field. */
export function champsDossier(c: ContexteChamps): Record<ChampAffiche, VueChamp> {
  const { valeurs, changer, changerPlusieurs, options, t } = c;
  const fige = (nom: ChampDossier) => c.lectureSeule || (c.facture && estChampGele(nom));
  const vue = (nom: ChampDossier, kind: FieldKind, value: FieldValue, onChange: (v: FieldValue) => void) => ({
    kind,
    value,
    onChange,
    disabled: fige(nom),
  });
  const texte = (
    nom: 'nom' | 'profession' | 'requisitionNumero' | 'affaireNature' | 'affaireNom' | 'regie',
  ) => vue(nom, { kind: 'text' }, valeurs[nom], (v) => changer(nom, v as string));
  const date = (nom: 'dateDeNaissance' | 'requisitionDate' | 'affaireDate') =>
    vue(nom, { kind: 'date' }, valeurs[nom], (v) => changer(nom, v as string | null));
  const heure = (nom: 'examenHeure' | 'gavHeureProlongation') =>
    vue(nom, { kind: 'time' }, valeurs[nom], (v) => changer(nom, v as string | null));
  const instant = (nom: 'dateMail' | 'dateRemis') =>
    vue(nom, { kind: 'date' }, instantVersSaisie(valeurs[nom]), (v) =>
      changer(nom, saisieVersInstant((v as string | null) ?? '')),
    );
  const liste = (
    nom: ChampDossier,
    choix: readonly FieldOption[],
    valeur: string | null,
    surChoix: (v: string | null) => void,
    effacable = true,
  ) =>
    vue(
      nom,
      { kind: 'select', options: choix, clearable: effacable, filter: choix.length > 8 },
      valeur,
      (v) => surChoix(v as string | null),
    );
  const caseACocher = (nom: 'requisitionFournie' | 'attestationFournie') => ({
    ...vue(nom, { kind: 'checkbox' }, valeurs[nom], (v) => changer(nom, v === true)),
    enLigne: true,
  });
  // docs/api.md#montants-dun-dossier: HT typed by the secretariat only (TVA follows it), TVA computed.
  const euros = (nom: 'montantHT' | 'montantTVA') => ({
    ...vue(nom, { kind: 'euros' }, valeurs[nom], (v) => {
      if (nom !== 'montantHT') return;
      changerPlusieurs(
        montantsALEnregistrement(v as number | null, {
          type: valeurs.examenType,
          tauxTva: options.reglages.montantTVA,
          peutFixerMontant: true,
          stocke: null,
        }),
      );
    }),
    disabled: fige(nom) || nom === 'montantTVA' || !c.montantModifiable,
  });
  const zoneDeTexte = (nom: 'notes' | 'retourExaminateur') => ({
    ...vue(nom, { kind: 'textarea', rows: 3, dir: 'auto' }, valeurs[nom], (v) => changer(nom, v as string)),
    large: true,
  });
  /** A reference of the file (examiner, requester, station): the list's item, else the file's own. */
  const reference = (
    nom: 'examinateur' | 'requerant' | 'commissariat',
    elements: readonly Reference[] | undefined,
    cle: 'nom' | 'nomComplet',
  ) => {
    const courant = valeurs[nom] as Reference | null;
    const libelle = (r: Reference) => r[cle] ?? '';
    return liste(nom, optionsRef(elements, courant, libelle), courant?.id ?? null, (v) => {
      const r = elements?.find((x) => x.id === v) ?? (courant?.id === v ? courant : null);
      changer(nom, (r ? { id: r.id, [cle]: libelle(r) } : null) as ValeursDossier[typeof nom]);
    });
  };

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
  const conclusion = (): VueChamp => {
    const famille = familleExamen(valeurs.examenType);
    if (famille === 'GaV') {
      return liste(
        'examenConclusion',
        CONCLUSIONS_GAV.map((x) => ({ value: x, label: x })),
        valeurs.examenConclusion === '' ? null : valeurs.examenConclusion,
        (v) => changer('examenConclusion', v ?? ''),
      );
    }
    const itt = famille === 'ITT';
    const champ = vue(
      'examenConclusion',
      { kind: 'text', inputMode: itt ? 'numeric' : undefined },
      valeurs.examenConclusion,
      (v) => changer('examenConclusion', v as string),
    );
    if (!itt) return champ;
    const valide = CONCLUSION_ITT.test(valeurs.examenConclusion);
    return {
      ...champ,
      hint: valide
        ? t('dossiers-patients:itt.affiche', { itt: formatConclusionItt(valeurs.examenConclusion) })
        : t('dossiers-patients:itt.aide'),
    };
  };
  const examenType = valeurs.examenType;

  return {
    nom: texte('nom'),
    profession: texte('profession'),
    dateDeNaissance: date('dateDeNaissance'),
    sexe: liste('sexe', sansVide(SEXES), valeurs.sexe === '' ? null : valeurs.sexe, (v) =>
      changer('sexe', (v ?? '') as ValeursDossier['sexe']),
    ),
    lieu: liste(
      'lieu',
      LIEUX.map((l) => ({ value: String(l.id), label: t(`dossiers-patients:lieux.${l.id}`) })),
      String(valeurs.lieu),
      (v) => changer('lieu', Number(v ?? 0) as ValeursDossier['lieu']),
      false,
    ),
    rendezVousDate: vue('rendezVousDate', { kind: 'date' }, jourVersSaisie(valeurs.rendezVousDate), (v) =>
      changer('rendezVousDate', saisieVersJour((v as string | null) ?? '')),
    ),
    rendezVousHeure: vue(
      'rendezVousHeure',
      { kind: 'time' },
      valeurs.rendezVousHeure === null ? '' : formatHeure(valeurs.rendezVousHeure),
      (v) => changer('rendezVousHeure', minutesDepuisHeure((v as string | null) ?? '')),
    ),
    examinateur: reference('examinateur', options.examinateurs, 'nomComplet'),
    gavHeureProlongation: heure('gavHeureProlongation'),
    gavVisiteEffectuée: liste(
      'gavVisiteEffectuée',
      [
        { value: 'oui', label: t('common:oui') },
        { value: 'non', label: t('common:non') },
      ],
      valeurs.gavVisiteEffectuée === null ? null : valeurs.gavVisiteEffectuée ? 'oui' : 'non',
      (v) => changer('gavVisiteEffectuée', v === null ? null : v === 'oui'),
    ),
    gavMotifNonVisite: liste(
      'gavMotifNonVisite',
      sansVide(MOTIFS_NON_VISITE),
      valeurs.gavMotifNonVisite === '' ? null : valeurs.gavMotifNonVisite,
      (v) => changer('gavMotifNonVisite', (v ?? '') as ValeursDossier['gavMotifNonVisite']),
    ),
    requisitionFournie: caseACocher('requisitionFournie'),
    requerant: reference('requerant', options.requerants, 'nom'),
    requisitionDate: date('requisitionDate'),
    requisitionNumero: texte('requisitionNumero'),
    attestationFournie: caseACocher('attestationFournie'),
    examenType: liste(
      'examenType',
      optionsRef(
        options.typesExamen.map((ty) => ({ ...ty, id: String(ty.id) })),
        examenType ? { ...examenType, id: String(examenType.id), notes: '' } : null,
        (ty) => ty.nom,
      ),
      examenType ? String(examenType.id) : null,
      choisirType,
    ),
    examenDate: vue('examenDate', { kind: 'date' }, dateFrVersSaisie(valeurs.examenDate), (v) =>
      changer('examenDate', saisieVersDateFr((v as string | null) ?? '')),
    ),
    examenHeure: heure('examenHeure'),
    examenConclusion: conclusion(),
    montantHT: euros('montantHT'),
    montantTVA: euros('montantTVA'),
    affaireDate: date('affaireDate'),
    affaireNature: texte('affaireNature'),
    affaireNom: texte('affaireNom'),
    commissariat: reference('commissariat', options.commissariats, 'nom'),
    regie: texte('regie'),
    notes: zoneDeTexte('notes'),
    retourExaminateur: zoneDeTexte('retourExaminateur'),
    dateMail: instant('dateMail'),
    dateRemis: instant('dateRemis'),
  };
}
