// GET /bureaux/{b}/bordereaux/facturables?requerant&du&au → { elements: DossierPatientStocke[] }.
import { useQuery } from '@tanstack/react-query';
import type { ListeFacturables } from '@umj/shared/bordereaux';
import type { DossierDuBureau } from '../../../entities/dossier-patient/api/list-dossiers.ts';
import { cheminBordereaux } from '../../../entities/bordereau/api/list-alertes-facturation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface CritereFacturables {
  bureauId: string;
  requerantId: string;
  du: string;
  au: string;
}

/** The billable files of a requester over a period (with their office id, as the file lists hold them). */
export function useFacturables(critere: CritereFacturables | null) {
  return useQuery({
    queryKey: tableKey('DossierPatient', critere?.bureauId, 'facturables', critere),
    queryFn: async ({ signal }): Promise<DossierDuBureau[]> => {
      const c = critere as CritereFacturables;
      const params = new URLSearchParams({ requerant: c.requerantId, du: c.du, au: c.au });
      const page = await apiFetch<ListeFacturables>(
        `${cheminBordereaux(c.bureauId)}/facturables?${params.toString()}`,
        { signal },
      );
      return page.elements.map((d) => ({ ...d, bureauId: c.bureauId }));
    },
    enabled: critere !== null,
  });
}
