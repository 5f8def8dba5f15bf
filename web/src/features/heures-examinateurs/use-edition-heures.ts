// The examiner's hours being edited: the stored hours of the chosen examiner, the user's draft over them
// and the version it will be saved against. Saved whole with the version read (PUT); a 409 reloads the
// stored hours beside the user's draft, which is kept with its changes re-applied to them.
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../../components/list/list-notices.ts';
import {
  cleDisponibilite,
  listDisponibilitesRv,
  useDisponibilitesRv,
} from '../../entities/disponibilite-rv/api/list-disponibilites-rv.ts';
import type { ExaminateurChoisi } from '../../entities/disponibilite-rv/choix-examinateur.tsx';
import { estConflit } from '../../lib/api-error.ts';
import { useConflit } from '../../lib/forms/conflit.ts';
import { useEnregistrerDisponibiliteRv } from './api/update-disponibilite-rv.ts';
import {
  depuisServeur,
  memeContenu,
  periodeEditeur,
  reappliquer,
  type Brouillon,
} from './brouillon-heures.ts';

interface Edition {
  cle: string;
  /** The stored hours the draft started from (to re-apply the user's changes after a conflict). */
  base: Brouillon;
  brouillon: Brouillon;
  /** Version the draft will be saved against (the one read, or the one reloaded after a 409). */
  version: number;
}

export function useEditionHeures(choisi: ExaminateurChoisi | null) {
  const [edition, setEdition] = useState<Edition | null>(null);
  // The stored hours reloaded after a 409, shown beside the draft of the same examiner (lib/forms/conflit.ts).
  const conflit = useConflit<DisponibiliteRv>();
  const periode = useMemo(() => periodeEditeur(), []);
  const filtre = useMemo(
    () => (choisi ? { ...periode, examinateur: choisi.examinateurId } : null),
    [periode, choisi],
  );
  const lecture = useDisponibilitesRv(choisi ? [choisi.bureauId] : [], filtre);
  const enregistrer = useEnregistrerDisponibiliteRv();

  const stockee = choisi
    ? (lecture.parExaminateur.get(cleDisponibilite(choisi.bureauId, choisi.examinateurId)) ?? null)
    : null;
  const versionStockee = stockee?.version ?? 0;
  const duChoisi = edition !== null && choisi !== null && edition.cle === choisi.cle;
  const conflitOuvert = duChoisi ? conflit.stocke : null;
  // The draft of this examiner when one is being edited; otherwise the stored hours.
  const courante =
    duChoisi && (conflitOuvert !== null || !memeContenu(edition.brouillon, depuisServeur(stockee)))
      ? edition
      : null;
  const brouillon = courante?.brouillon ?? depuisServeur(stockee);
  const version = courante?.version ?? versionStockee;
  const modifie =
    courante !== null && !memeContenu(courante.brouillon, depuisServeur(conflitOuvert ?? stockee));

  const changer = (next: Brouillon) => {
    if (!choisi) return;
    if (courante === null) conflit.effacer();
    setEdition({ cle: choisi.cle, base: courante?.base ?? depuisServeur(stockee), brouillon: next, version });
  };

  const sauver = async () => {
    if (!choisi) return;
    try {
      const sauvee = await enregistrer.mutateAsync({
        bureauId: choisi.bureauId,
        examinateurId: choisi.examinateurId,
        semaine: brouillon.semaine,
        exceptions: brouillon.exceptions,
        version,
      });
      setEdition({
        cle: choisi.cle,
        base: depuisServeur(sauvee),
        brouillon: depuisServeur(sauvee),
        version: sauvee.version,
      });
      conflit.effacer();
      notifySuccess('objetUpdated');
    } catch (error) {
      if (!estConflit(error)) throw error;
      // Someone saved meanwhile: read the stored hours and re-apply the user's changes to them; the
      // stored hours stay visible (hatched) until the user saves the result against the new version.
      const actuelle = (await conflit.relire(async () => {
        const relues = await listDisponibilitesRv(choisi.bureauId, {
          ...periode,
          examinateur: choisi.examinateurId,
        });
        return (
          relues.find((d) => d.examinateurId === choisi.examinateurId) ?? {
            bureauId: choisi.bureauId,
            examinateurId: choisi.examinateurId,
            semaine: [],
            exceptions: [],
            version: 0,
          }
        );
      })) as DisponibiliteRv;
      const stocke = depuisServeur(actuelle);
      setEdition({
        cle: choisi.cle,
        base: stocke,
        brouillon: reappliquer(courante?.base ?? depuisServeur(stockee), brouillon, stocke),
        version: actuelle.version,
      });
    }
  };

  return {
    lecture,
    enregistrer,
    brouillon,
    modifie,
    /** The stored hours reloaded after a 409 (shown hatched beside the draft), else null. */
    conflit: conflitOuvert,
    changer,
    sauver,
    /** Drops the draft (and the conflict): the stored hours show again. */
    annuler: () => {
      setEdition(null);
      conflit.effacer();
    },
  };
}
