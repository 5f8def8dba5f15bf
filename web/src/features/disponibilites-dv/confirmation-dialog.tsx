// The secretariat's confirmation of one slot-day: first choose the doctor (each shown with
// its own choice for that cell), then Confirmé ?, Confirmé ! or remove the confirmation.
import { DISPO, type StatutDisponibilite } from '@umj/shared/disponibilites';
import type {
  CelluleGrilleDv,
  DisponibiliteDvStockee,
  DisponibiliteDvVue,
} from '@umj/shared/disponibilites-dv-api';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Statut, useTextesGrille } from './cellule-dv.tsx';

interface Props {
  titre: string;
  cellule: CelluleGrilleDv;
  examinateurs: readonly DisponibiliteDvStockee['examinateur'][];
  occupe: boolean;
  erreur: string | null;
  onClose: () => void;
  onConfirmer: (
    examinateurId: string,
    choix: StatutDisponibilite,
    actuelle: DisponibiliteDvVue | undefined,
  ) => void;
}

export function ConfirmationDialog({
  titre,
  cellule,
  examinateurs,
  occupe,
  erreur,
  onClose,
  onConfirmer,
}: Props) {
  const { t } = useTranslation('disponibilites-dv');
  const textes = useTextesGrille();
  const [choisi, setChoisi] = useState<string | null>(null);
  const de = (id: string) => cellule.disponibilites.find((d) => d.examinateur.id === id);
  // Those who said they are available or wished first, then the others, by name.
  const rang = (id: string) => {
    const statut = de(id)?.statut ?? DISPO.nonDisponible;
    return statut === DISPO.nonDisponible ? 1 : 0;
  };
  const medecins = [...examinateurs].sort(
    (a, b) => rang(a.id) - rang(b.id) || a.nomComplet.localeCompare(b.nomComplet, 'fr'),
  );
  const actuelle = choisi ? de(choisi) : undefined;
  const verrouille = actuelle !== undefined && !actuelle.modifiable;
  const actions: { choix: StatutDisponibilite; cle: string; icone: string }[] = [
    { choix: DISPO.confirmeProvisoire, cle: 'confirmeProvisoire', icone: 'pi pi-question-circle' },
    { choix: DISPO.confirmeDefinitif, cle: 'confirmeDefinitif', icone: 'pi pi-check-circle' },
    { choix: DISPO.nonDisponible, cle: 'retirer', icone: 'pi pi-times' },
  ];
  return (
    <Dialog
      header={titre}
      visible
      onHide={onClose}
      className="umj-dv-dialog"
      style={{ width: 'min(32rem, 95vw)' }}
    >
      <fieldset className="umj-dv-dialog__medecins">
        <legend>{t('choisirMedecin')}</legend>
        {medecins.length === 0 && <p>{t('aucunMedecin')}</p>}
        {medecins.map((m) => {
          const d = de(m.id);
          const id = `umj-dv-medecin-${m.id}`;
          return (
            <div key={m.id} className="umj-dv-dialog__medecin">
              <RadioButton
                inputId={id}
                name="medecin"
                value={m.id}
                checked={choisi === m.id}
                onChange={() => setChoisi(m.id)}
              />
              <label htmlFor={id}>
                {m.nomComplet} <Statut statut={d?.statut ?? DISPO.nonDisponible} textes={textes} />
              </label>
            </div>
          );
        })}
      </fieldset>
      {erreur && <Message severity="warn" className="umj-dv-dialog__erreur" text={erreur} />}
      {verrouille && <p className="umj-dv-dialog__verrou">{t('gardeFinieVerrou')}</p>}
      <div className="umj-dv-dialog__actions">
        {actions.map((a) => (
          <Button
            key={a.cle}
            type="button"
            icon={a.icone}
            label={t(`action.${a.cle}`)}
            disabled={choisi === null || verrouille || occupe}
            severity={a.choix === DISPO.nonDisponible ? 'secondary' : undefined}
            onClick={() => choisi && onConfirmer(choisi, a.choix, actuelle)}
          />
        ))}
      </div>
    </Dialog>
  );
}
