// PUT /bureaux/{bureauId}/disponibilites-rv: one examiner's whole weekly pattern and exceptions, with
// the version read (409 VERSION_CONFLICT). Every DisponibiliteRv query refetches afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  enregistrementDisponibiliteRvSchema,
  type DisponibiliteRv,
  type EnregistrementDisponibiliteRv,
} from '@umj/shared/disponibilites-rv';
import { cheminDisponibilitesRv } from '../../../entities/disponibilite-rv/api/list-disponibilites-rv.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const enregistrerDisponibiliteRv = ({
  bureauId,
  ...body
}: EnregistrementDisponibiliteRv & { bureauId: string }) =>
  apiFetch<DisponibiliteRv>(cheminDisponibilitesRv(bureauId), {
    method: 'PUT',
    body: enregistrementDisponibiliteRvSchema.parse(body),
  });

export function useEnregistrerDisponibiliteRv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enregistrerDisponibiliteRv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DisponibiliteRv') }),
  });
}
