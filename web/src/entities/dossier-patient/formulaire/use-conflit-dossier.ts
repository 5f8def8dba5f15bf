// The version conflict of the patient-file form (use-dossier-form.ts): on a 409 the stored file is read
// again, what can be merged is, and the fields that differ are listed, each with the user's choice,
// until the merge is applied (lib/forms/conflit.ts, components/conflit).
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { useTranslation } from 'react-i18next';
import type { Garder } from '../../../components/conflit/panneau-conflit.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useConflit } from '../../../lib/forms/conflit.ts';
import { fetchDossier } from '../api/get-dossier.ts';
import type { ChampsDossier } from './use-champs-dossier.ts';
import { champsEnConflit, fusionner, valeursDuDossier, type ConflitDossier } from './valeurs-dossier.ts';

export type Alerte = { severite: 'error' | 'warn' | 'info'; texte: string } | null;

export function useConflitDossier(
  initial: ConflitDossier | null,
  {
    bureauId,
    champs,
    apresLecture,
    setAlerte,
  }: {
    bureauId: string;
    champs: ChampsDossier;
    /** The file read again becomes the one the next save is made on. */
    apresLecture(lu: DossierPatientStocke): void;
    setAlerte(alerte: Alerte): void;
  },
) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const conflit = useConflit<ConflitDossier>(initial);
  const { base, valeurs, setBase, setValeurs } = champs;

  /** 409: read the stored file again, merge what can be, list the fields that differ. */
  const ouvrir = async (courant: DossierPatientStocke) => {
    try {
      await conflit.relire(async () => {
        const lu = await fetchDossier(bureauId, courant.id);
        const leurs = valeursDuDossier(lu);
        const differents = champsEnConflit(base, valeurs, leurs);
        apresLecture(lu);
        setBase(leurs);
        if (differents.length > 0) {
          setAlerte(null);
          return { leurs, champs: differents };
        }
        setValeurs(fusionner(valeurs, leurs, []));
        setAlerte({ severite: 'warn', texte: t('common:conflit.resolu') });
        return null;
      });
    } catch (error) {
      setAlerte({ severite: 'error', texte: errorMessage(error) });
    }
  };

  const choisir = (champ: string, garder: Garder) => {
    const ouvert = conflit.stocke;
    if (!ouvert) return;
    const liste = ouvert.champs.map((c) => (c.champ === champ ? { ...c, garder } : c));
    conflit.remplacer({ ...ouvert, champs: liste });
  };
  const appliquerFusion = () => {
    const ouvert = conflit.stocke;
    if (!ouvert) return;
    setValeurs(fusionner(valeurs, ouvert.leurs, ouvert.champs));
    conflit.effacer();
    setAlerte({ severite: 'info', texte: t('dossiers-patients:conflit.fusionne') });
  };

  return { stocke: conflit.stocke, effacer: conflit.effacer, ouvrir, choisir, appliquerFusion };
}
