// The secretariat records a custody visit request in a few fields: office, police station,
// person, request hour (now by default, today in Paris), custody or extension hour, requisition
// (requester and number; dated today); the doctor on duty for the station's sector zone at that hour is
// proposed (GET .../garde) and stays editable. The file is created as a patient file of kind 30 with
// the custody exam type (its amounts come from the type on the server); the docs/product-rules.md#validation messages name the field.
import {
  formatHeure,
  isoDepuisJour,
  jourParis,
  minutesDepuisHeure,
  minutesParis,
  instantParis,
} from '@umj/shared/dates';
import { LIEU } from '@umj/shared/enums';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import type { Bureau } from '@umj/shared/bureau';
import { useExaminateurs } from '../../entities/examinateur/api/list-examinateurs.ts';
import { useCommissariatsDuBureau, useRequerantsDuBureau } from '../../entities/references/api/references.ts';
import { ChampListe } from '../../components/champ/champ.tsx';
import { SaisieHeure } from '../../components/champ-date/champ-date.tsx';
import { useCreerDemande } from './api/create-demande.ts';
import { useGarde } from './api/get-garde.ts';
import { useTypeGav } from './api/get-type-gav.ts';
import { DialogueVisite } from './dialogue-visite.tsx';
import { regles, type Valeurs } from './regles-demande.ts';

export function NouvelleDemandeDialog({ bureaux, onClose }: { bureaux: readonly Bureau[]; onClose(): void }) {
  const { t } = useTranslation(['demandes-visite', 'common']);
  const [ouverture] = useState(() => new Date());
  const aujourdhui = jourParis(ouverture);
  const form = useForm<Valeurs>({
    defaultValues: {
      bureauId: bureaux[0]?.id ?? '',
      commissariatId: null,
      nom: '',
      heureDemande: formatHeure(minutesParis(ouverture)),
      heureGav: '',
      requisition: false,
      requerantId: null,
      numero: '',
      medecinChoisi: null,
    },
    resolver: regles(t),
    revalidate: true,
  });
  const { values, setValue } = form;
  const { bureauId, commissariatId, requisition } = values;

  const commissariats = useCommissariatsDuBureau(bureauId, bureauId !== '');
  const requerants = useRequerantsDuBureau(bureauId, requisition && bureauId !== '');
  // The active doctors of the caller's offices (a request is examined by a doctor).
  const medecins = useExaminateurs({ role: 'medecin', statut: 'actifs' });
  const typeGav = useTypeGav();
  const mutation = useCreerDemande();
  const minutes = minutesDepuisHeure(values.heureDemande);
  const instant = useMemo(
    () => (minutes === null ? null : instantParis(aujourdhui, minutes)),
    [aujourdhui, minutes],
  );
  const garde = useGarde(bureauId, commissariatId, instant);
  const propose = garde.data?.garde ?? null;
  const medecinsDuBureau = (medecins.data ?? []).filter((m) => m.bureaux.some((b) => b.id === bureauId));
  const medecinId = values.medecinChoisi ?? propose?.examinateur.id ?? null;
  const medecin =
    medecinsDuBureau.find((m) => m.id === medecinId) ??
    (propose?.examinateur.id === medecinId ? propose?.examinateur : undefined);

  // The API's message stands under the form; the field it names is marked.
  const erreur = mutation.error;
  const champServeur = erreur instanceof ApiError ? erreur.body.field : undefined;
  const erreurDe = (champ: keyof Valeurs, ...serveur: string[]) =>
    form.errors[champ] ?? (serveur.some((nom) => nom === champServeur) ? '' : undefined);

  const enregistrer = form.handleSubmit(
    async (valeurs) => {
      const commissariat = commissariats.data?.find((c) => c.id === valeurs.commissariatId);
      const requerant = requerants.data?.find((r) => r.id === valeurs.requerantId);
      await mutation.mutateAsync({
        bureauId: valeurs.bureauId,
        saisie: {
          lieu: LIEU.demandeDeVisite,
          nom: valeurs.nom.trim(),
          commissariat: commissariat ? { id: commissariat.id, nom: commissariat.nom } : null,
          rendezVousDate: aujourdhui,
          rendezVousHeure: minutes,
          gavHeureProlongation: valeurs.heureGav === '' ? null : valeurs.heureGav,
          requisitionFournie: valeurs.requisition,
          requerant: valeurs.requisition && requerant ? { id: requerant.id, nom: requerant.nom } : null,
          requisitionDate: valeurs.requisition ? isoDepuisJour(aujourdhui) : null,
          requisitionNumero: valeurs.requisition ? valeurs.numero.trim() : '',
          examinateur: medecin ? { id: medecin.id, nomComplet: medecin.nomComplet } : null,
          examenType: typeGav.data ?? null,
        },
      });
      onClose();
    },
    () => true,
  );

  const pied = (
    <div className="umj-visite-dialog__pied">
      <Button type="button" label={t('form.annuler')} outlined onClick={onClose} />
      <Button
        type="button"
        label={t('form.enregistrer')}
        icon="pi pi-check"
        loading={mutation.isPending}
        onClick={() => enregistrer()}
      />
    </div>
  );
  let proposition: string | null = null;
  if (garde.data) {
    if (garde.data.zones.length === 0) proposition = t('form.sansZone');
    else if (propose)
      proposition = t('form.propose', {
        nom: propose.examinateur.nomComplet,
        zone: propose.zone.nom,
        creneau: propose.creneau.nom,
      });
    else proposition = t('form.aucunDeGarde');
  }

  // A field of the form: id `demande-<nom>`, label `form.<texte>`.
  const champ = (nom: string, texte = nom) =>
    ({ id: `demande-${nom}`, label: t(`form.${texte}`), className: 'umj-visite-champ' }) as const;
  const invalide = (erreur: string | undefined) => erreur !== undefined;

  return (
    <DialogueVisite header={t('form.titre')} footer={pied} onHide={onClose} largeur="36rem">
      <div className="umj-visite-form">
        {bureaux.length > 1 && (
          <ChampListe
            {...champ('bureau')}
            value={bureauId}
            options={bureaux.map((b) => ({ value: b.id, label: b.nom }))}
            onChange={(e) => {
              setValue('bureauId', e.value as string);
              setValue('commissariatId', null);
              setValue('medecinChoisi', null);
            }}
          />
        )}
        <FieldFrame {...champ('commissariat')} error={erreurDe('commissariatId', 'commissariat')}>
          {(aria) => (
            <Dropdown
              inputId="demande-commissariat"
              value={commissariatId}
              options={(commissariats.data ?? []).map((c) => ({ value: c.id, label: c.nom }))}
              onChange={(e) => {
                setValue('commissariatId', e.value as string);
                setValue('medecinChoisi', null);
              }}
              placeholder={t('form.choisir')}
              filter
              invalid={aria.invalid}
              aria-describedby={aria.describedBy}
            />
          )}
        </FieldFrame>
        <FieldFrame {...champ('nom')} error={erreurDe('nom', 'nom')}>
          {(aria) => (
            <InputText
              id="demande-nom"
              value={values.nom}
              onChange={(e) => setValue('nom', e.target.value)}
              invalid={aria.invalid}
              aria-describedby={aria.describedBy}
            />
          )}
        </FieldFrame>
        <div className="umj-visite-form__ligne">
          <FieldFrame {...champ('heure', 'heureDemande')} error={erreurDe('heureDemande', 'rendezVousHeure')}>
            {(aria) => (
              <SaisieHeure
                id="demande-heure"
                value={values.heureDemande || null}
                onChange={(v) => {
                  setValue('heureDemande', v ?? '');
                  setValue('medecinChoisi', null);
                }}
                invalid={aria.invalid}
              />
            )}
          </FieldFrame>
          <FieldFrame {...champ('gav', 'heureGav')} error={erreurDe('heureGav', 'gavHeureProlongation')}>
            {(aria) => (
              <SaisieHeure
                id="demande-gav"
                value={values.heureGav || null}
                onChange={(v) => setValue('heureGav', v ?? '')}
                invalid={aria.invalid}
              />
            )}
          </FieldFrame>
        </div>
        <div className="umj-visite-champ umj-visite-champ--case">
          <Checkbox
            inputId="demande-requisition"
            checked={requisition}
            onChange={(e) => setValue('requisition', e.checked === true)}
          />
          <label htmlFor="demande-requisition">{t('form.requisition')}</label>
        </div>
        {requisition && (
          <div className="umj-visite-form__ligne">
            <ChampListe
              {...champ('requerant')}
              value={values.requerantId}
              options={(requerants.data ?? []).map((r) => ({ value: r.id, label: r.nom }))}
              onChange={(e) => setValue('requerantId', e.value as string)}
              placeholder={t('form.choisir')}
              invalid={invalide(erreurDe('requerantId', 'requerant'))}
            />
            <FieldFrame {...champ('numero')} error={erreurDe('numero', 'requisitionNumero')}>
              {(aria) => (
                <InputText
                  id="demande-numero"
                  value={values.numero}
                  onChange={(e) => setValue('numero', e.target.value)}
                  invalid={aria.invalid}
                />
              )}
            </FieldFrame>
          </div>
        )}
        <FieldFrame
          {...champ('medecin')}
          error={erreurDe('medecinChoisi', 'examinateur')}
          after={
            proposition && (
              <small className="umj-visite-form__proposition" role="status">
                <i className={propose ? 'pi pi-user' : 'pi pi-info-circle'} aria-hidden="true" />{' '}
                {proposition}
              </small>
            )
          }
        >
          {(aria) => (
            <Dropdown
              inputId="demande-medecin"
              value={medecinId}
              options={medecinsDuBureau.map((m) => ({ value: m.id, label: m.nomComplet }))}
              onChange={(e) => setValue('medecinChoisi', e.value as string)}
              placeholder={t('form.choisir')}
              invalid={aria.invalid}
            />
          )}
        </FieldFrame>
        {erreur !== null && (
          <Message severity="error" text={errorMessage(erreur)} className="umj-visite-dialog__erreur" />
        )}
      </div>
    </DialogueVisite>
  );
}
