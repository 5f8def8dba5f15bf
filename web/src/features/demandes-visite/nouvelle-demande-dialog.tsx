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
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import type { Bureau } from '@umj/shared/bureau';
import { useExaminateurs } from '../../entities/examinateur/api/list-examinateurs.ts';
import { useCommissariatsDuBureau, useRequerantsDuBureau } from '../../entities/references/api/references.ts';
import { Champ, ChampListe } from '../../components/champ/champ.tsx';
import { SaisieHeure } from '../../components/champ-date/champ-date.tsx';
import { useCreerDemande } from './api/create-demande.ts';
import { useGarde } from './api/get-garde.ts';
import { useTypeGav } from './api/get-type-gav.ts';

const HEURE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function NouvelleDemandeDialog({ bureaux, onClose }: { bureaux: readonly Bureau[]; onClose(): void }) {
  const { t } = useTranslation(['demandes-visite', 'common']);
  const [ouverture] = useState(() => new Date());
  const aujourdhui = jourParis(ouverture);
  const [bureauId, setBureauId] = useState(bureaux[0]?.id ?? '');
  const [commissariatId, setCommissariatId] = useState<string | null>(null);
  const [nom, setNom] = useState('');
  const [heureDemande, setHeureDemande] = useState(formatHeure(minutesParis(ouverture)));
  const [heureGav, setHeureGav] = useState('');
  const [requisition, setRequisition] = useState(false);
  const [requerantId, setRequerantId] = useState<string | null>(null);
  const [numero, setNumero] = useState('');
  const [medecinChoisi, setMedecinChoisi] = useState<string | null>(null);

  const commissariats = useCommissariatsDuBureau(bureauId, bureauId !== '');
  const requerants = useRequerantsDuBureau(bureauId, requisition && bureauId !== '');
  // The active doctors of the caller's offices (a request is examined by a doctor).
  const medecins = useExaminateurs({ role: 'medecin', statut: 'actifs' });
  const typeGav = useTypeGav();
  const mutation = useCreerDemande();
  const minutes = minutesDepuisHeure(heureDemande);
  const instant = useMemo(
    () => (minutes === null ? null : instantParis(aujourdhui, minutes)),
    [aujourdhui, minutes],
  );
  const garde = useGarde(bureauId, commissariatId, instant);
  const propose = garde.data?.garde ?? null;
  const medecinsDuBureau = (medecins.data ?? []).filter((m) => m.bureaux.some((b) => b.id === bureauId));
  const medecinId = medecinChoisi ?? propose?.examinateur.id ?? null;
  const medecin =
    medecinsDuBureau.find((m) => m.id === medecinId) ??
    (propose?.examinateur.id === medecinId ? propose?.examinateur : undefined);

  const erreur = mutation.error;
  const champServeur = erreur instanceof ApiError ? erreur.body.field : undefined;
  const [essaye, setEssaye] = useState(false);
  const manque = {
    commissariat: commissariatId === null,
    nom: nom.trim() === '',
    heureDemande: minutes === null,
    heureGav: heureGav !== '' && !HEURE.test(heureGav),
  };
  const invalide = (champ: keyof typeof manque | string) =>
    (essaye && champ in manque && manque[champ as keyof typeof manque]) || champServeur === champ;

  const enregistrer = () => {
    setEssaye(true);
    if (Object.values(manque).some(Boolean)) return;
    const commissariat = commissariats.data?.find((c) => c.id === commissariatId);
    const requerant = requerants.data?.find((r) => r.id === requerantId);
    mutation.mutate(
      {
        bureauId,
        saisie: {
          lieu: LIEU.demandeDeVisite,
          nom: nom.trim(),
          commissariat: commissariat ? { id: commissariat.id, nom: commissariat.nom } : null,
          rendezVousDate: aujourdhui,
          rendezVousHeure: minutes,
          gavHeureProlongation: heureGav === '' ? null : heureGav,
          requisitionFournie: requisition,
          requerant: requisition && requerant ? { id: requerant.id, nom: requerant.nom } : null,
          requisitionDate: requisition ? isoDepuisJour(aujourdhui) : null,
          requisitionNumero: requisition ? numero.trim() : '',
          examinateur: medecin ? { id: medecin.id, nomComplet: medecin.nomComplet } : null,
          examenType: typeGav.data ?? null,
        },
      },
      { onSuccess: onClose },
    );
  };

  const pied = (
    <div className="umj-visite-dialog__pied">
      <Button type="button" label={t('form.annuler')} outlined onClick={onClose} />
      <Button
        type="button"
        label={t('form.enregistrer')}
        icon="pi pi-check"
        loading={mutation.isPending}
        onClick={enregistrer}
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

  return (
    <Dialog
      visible
      header={t('form.titre')}
      footer={pied}
      onHide={onClose}
      className="umj-visite-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '36rem' }}
    >
      <div className="umj-visite-form">
        {bureaux.length > 1 && (
          <ChampListe
            {...champ('bureau')}
            value={bureauId}
            options={bureaux.map((b) => ({ value: b.id, label: b.nom }))}
            onChange={(e) => {
              setBureauId(e.value as string);
              setCommissariatId(null);
              setMedecinChoisi(null);
            }}
          />
        )}
        <Champ {...champ('commissariat')}>
          <Dropdown
            inputId="demande-commissariat"
            value={commissariatId}
            options={(commissariats.data ?? []).map((c) => ({ value: c.id, label: c.nom }))}
            onChange={(e) => {
              setCommissariatId(e.value as string);
              setMedecinChoisi(null);
            }}
            placeholder={t('form.choisir')}
            filter
            invalid={invalide('commissariat')}
            aria-describedby="demande-commissariat-aide"
          />
          {invalide('commissariat') && (
            <small id="demande-commissariat-aide" className="p-error">
              {t('form.erreurs.commissariat')}
            </small>
          )}
        </Champ>
        <Champ {...champ('nom')}>
          <InputText
            id="demande-nom"
            value={nom}
            onChange={(e) => setNom(e.target.value)}
            invalid={invalide('nom')}
          />
          {invalide('nom') && <small className="p-error">{t('form.erreurs.nom')}</small>}
        </Champ>
        <div className="umj-visite-form__ligne">
          <Champ {...champ('heure', 'heureDemande')}>
            <SaisieHeure
              id="demande-heure"
              value={heureDemande || null}
              onChange={(v) => {
                setHeureDemande(v ?? '');
                setMedecinChoisi(null);
              }}
              invalid={invalide('heureDemande') || invalide('rendezVousHeure')}
            />
          </Champ>
          <Champ {...champ('gav', 'heureGav')}>
            <SaisieHeure
              id="demande-gav"
              value={heureGav || null}
              onChange={(v) => setHeureGav(v ?? '')}
              invalid={invalide('heureGav') || invalide('gavHeureProlongation')}
            />
          </Champ>
        </div>
        <div className="umj-visite-champ umj-visite-champ--case">
          <Checkbox
            inputId="demande-requisition"
            checked={requisition}
            onChange={(e) => setRequisition(e.checked === true)}
          />
          <label htmlFor="demande-requisition">{t('form.requisition')}</label>
        </div>
        {requisition && (
          <div className="umj-visite-form__ligne">
            <ChampListe
              {...champ('requerant')}
              value={requerantId}
              options={(requerants.data ?? []).map((r) => ({ value: r.id, label: r.nom }))}
              onChange={(e) => setRequerantId(e.value as string)}
              placeholder={t('form.choisir')}
              invalid={invalide('requerant')}
            />
            <Champ {...champ('numero')}>
              <InputText
                id="demande-numero"
                value={numero}
                onChange={(e) => setNumero(e.target.value)}
                invalid={invalide('requisitionNumero')}
              />
            </Champ>
          </div>
        )}
        <Champ {...champ('medecin')}>
          <Dropdown
            inputId="demande-medecin"
            value={medecinId}
            options={medecinsDuBureau.map((m) => ({ value: m.id, label: m.nomComplet }))}
            onChange={(e) => setMedecinChoisi(e.value as string)}
            placeholder={t('form.choisir')}
            invalid={invalide('examinateur')}
          />
          {proposition && (
            <small className="umj-visite-form__proposition" role="status">
              <i className={propose ? 'pi pi-user' : 'pi pi-info-circle'} aria-hidden="true" /> {proposition}
            </small>
          )}
        </Champ>
        {erreur !== null && (
          <Message severity="error" text={errorMessage(erreur)} className="umj-visite-dialog__erreur" />
        )}
      </div>
    </Dialog>
  );
}
