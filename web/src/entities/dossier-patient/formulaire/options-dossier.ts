// The reference lists the patient-file form offers, for the file's office: its examiners, police
// stations and requesters (only when the user may read them), the exam types and the VAT rate.
import { appelantDuCompte, peutAppeler } from '@umj/shared/acces-api';
import type { Reglages } from '@umj/shared/reglages';
import type { TypeExamen } from '@umj/shared/types-examen';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session/session-provider.tsx';
import {
  examinateursDuBureau,
  useCommissariatsDuBureau,
  useExaminateursDossiers,
  useReferencesConfiguration,
  useRequerantsDuBureau,
} from '../../references/api/references.ts';

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

export function useOptionsDossier(bureauId: string): OptionsDossier {
  const { user } = useSession();
  const examinateurs = useExaminateursDossiers();
  const commissariats = useCommissariatsDuBureau(bureauId);
  const requerants = useRequerantsDuBureau(
    bureauId,
    peutAppeler('requerants/list-requerants', appelantDuCompte(user)),
  );
  const configuration = useReferencesConfiguration();
  return useMemo(
    () => ({
      examinateurs: examinateursDuBureau(examinateurs.data, bureauId),
      commissariats: commissariats.data ?? [],
      requerants: requerants.data,
      typesExamen: configuration.data?.typesExamen ?? [],
      reglages: configuration.data?.reglages ?? { montantTVA: 20 },
    }),
    [examinateurs.data, bureauId, commissariats.data, requerants.data, configuration.data],
  );
}
