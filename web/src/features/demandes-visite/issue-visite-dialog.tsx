// The doctor records the outcome of a visit request (docs/product-rules.md#entities Compatibility and Reason for no
// visit, docs/product-rules.md#validation GaV messages from the server): visit made with its conclusion (-> Examiné "Visite faite"),
// or not made with its reason (Absent, Annulé -> Annulé; Médecin Suivant keeps the request open for the
// next doctor on duty, whom the server proposes: shown before the dialog closes,
// docs/api.md#medecin-suivant). A stale version reloads the request and says so.
import type { PassationVisite } from '@umj/shared/demandes-visite';
import { CONCLUSIONS_GAV } from '@umj/shared/dossier-patient';
import { MOTIFS_NON_VISITE } from '@umj/shared/enums';
import { STATUT, type StatutId } from '@umj/shared/statuts-dossier';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageEchec } from '../../lib/api-error.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { ChampListe } from '../../components/champ/champ.tsx';
import { DialogueVisite } from './dialogue-visite.tsx';
import { useEnregistrerIssue } from './api/enregistrer-issue.ts';
import { useTypeGav } from './api/get-type-gav.ts';
import type { DemandeVisite } from './api/list-demandes-visite.ts';

const MOTIFS = MOTIFS_NON_VISITE.filter((m) => m !== '');

interface Valeurs {
  effectuee: boolean | null;
  conclusion: string;
  motif: string;
}

/** The status an outcome leads to (null: unchanged, the request stays open). */
export function statutDeLIssue(effectuee: boolean, motif: string): StatutId | null {
  if (effectuee) return STATUT.examine;
  return motif === 'Médecin Suivant' ? null : STATUT.annule;
}

export function IssueVisiteDialog({ demande, onClose }: { demande: DemandeVisite; onClose(): void }) {
  const { t } = useTranslation(['demandes-visite', 'common']);
  // No rule before the call: the server's messages (docs/product-rules.md#validation) stand under the form.
  const form = useForm<Valeurs>({
    defaultValues: {
      effectuee: demande.gavVisiteEffectuée,
      conclusion: demande.examenConclusion,
      motif: demande.gavMotifNonVisite,
    },
  });
  const { effectuee, conclusion, motif } = form.values;
  const mutation = useEnregistrerIssue();
  const [passation, setPassation] = useState<PassationVisite | null>(null);
  const typeGav = useTypeGav();
  const erreur = mutation.error;
  const champ = erreur instanceof ApiError ? erreur.body.field : undefined;
  const message = erreur ? messageEchec(erreur, t('conflit')) : null;

  const enregistrer = form.handleSubmit(
    async () => {
      if (passation !== null) {
        onClose();
        return;
      }
      const r = await mutation.mutateAsync({
        demande,
        changements: {
          gavVisiteEffectuée: effectuee,
          examenConclusion: effectuee === true ? conclusion : '',
          gavMotifNonVisite: (effectuee === false ? motif : '') as DemandeVisite['gavMotifNonVisite'],
          examenType: demande.examenType ?? typeGav.data ?? null,
        },
        statut: effectuee === null ? null : statutDeLIssue(effectuee, motif),
      });
      // A hand-over ("Médecin Suivant") shows the next doctor proposed before closing.
      if (r.passation) setPassation(r.passation);
      else onClose();
    },
    () => true,
  );
  const options = (valeurs: readonly string[]) =>
    valeurs.map((v) => ({ value: v, label: t(`valeurs.${v}`) }));
  // The conclusion or the reason of a visit not made: id `issue-<nom>`, label `issue.<nom>`.
  const choix = (nom: string, valeurs: readonly string[], value: string, onValue: (v: string) => void) => ({
    id: `issue-${nom}`,
    label: t(`issue.${nom}`),
    className: 'umj-visite-champ',
    value,
    options: options(valeurs),
    onChange: (e: { value: unknown }) => onValue(e.value as string),
    placeholder: t('form.choisir'),
  });
  const pied = (
    <div className="umj-visite-dialog__pied">
      <Button type="button" label={t('form.annuler')} outlined onClick={onClose} />
      <Button
        type="button"
        label={passation ? t('common:actions.fermer') : t('issue.enregistrer')}
        icon="pi pi-check"
        loading={mutation.isPending}
        onClick={() => enregistrer()}
      />
    </div>
  );
  return (
    <DialogueVisite
      header={`${t('issue.titre')} — ${demande.nom}`}
      footer={pied}
      onHide={onClose}
      largeur="32rem"
    >
      <fieldset className="umj-visite-dialog__choix">
        <legend>{t('issue.titre')}</legend>
        {[true, false].map((valeur) => (
          <div key={String(valeur)} className="umj-visite-dialog__radio">
            <RadioButton
              inputId={`issue-${String(valeur)}`}
              name="issue"
              value={valeur}
              checked={effectuee === valeur}
              onChange={() => form.setValue('effectuee', valeur)}
            />
            <label htmlFor={`issue-${String(valeur)}`}>
              {t(valeur ? 'issue.effectuee' : 'issue.nonEffectuee')}
            </label>
          </div>
        ))}
      </fieldset>
      {effectuee === true && (
        <ChampListe
          {...choix('conclusion', CONCLUSIONS_GAV, conclusion, (v) => form.setValue('conclusion', v))}
          invalid={champ === 'examenConclusion'}
        />
      )}
      {effectuee === false && (
        <ChampListe
          {...choix('motif', MOTIFS, motif, (v) => form.setValue('motif', v))}
          invalid={champ === 'gavMotifNonVisite'}
        />
      )}
      {message && <Message severity="error" text={message} className="umj-visite-dialog__erreur" />}
      {passation && (
        <Message
          severity="info"
          role="status"
          className="umj-visite-dialog__erreur"
          text={
            passation.garde
              ? t('issue.suivantPropose', {
                  medecin: passation.garde.examinateur.nomComplet,
                  zone: passation.garde.zone.nom,
                  creneau: passation.garde.creneau.nom,
                })
              : t('issue.aucunSuivant')
          }
        />
      )}
    </DialogueVisite>
  );
}
