// GET /configuration: the custody exam type (GaV) of the configuration, the default exam types' one when
// it holds none.
import { useQuery } from '@tanstack/react-query';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function useTypeGav() {
  return useQuery({
    queryKey: tableKey('Configuration', 'demandes-visite'),
    queryFn: async ({ signal }) => {
      const entrees = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
      const types = entrees.find((e) => e.cle === 'typesDExamen')?.valeur;
      const liste = Array.isArray(types) ? (types as TypeExamen[]) : TYPES_EXAMEN_DEFAUT;
      const type =
        liste.find((t) => t.nom === 'GaV') ??
        (TYPES_EXAMEN_DEFAUT.find((t) => t.nom === 'GaV') as TypeExamen);
      // The file carries the type's reference (id, nom, tarif, tva): the API refuses unknown fields.
      return { id: type.id, nom: type.nom, tarif: type.tarif, tva: type.tva };
    },
  });
}
