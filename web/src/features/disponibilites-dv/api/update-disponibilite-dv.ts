// PUT /bureaux/{b}/disponibilites-dv/{jour}/{creneauId}/{examinateurId} {choix…, version} → the cell;
// every grid is read again afterwards (a 409 then shows the fresh value).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import {
  modificationDisponibiliteDvSchema,
  type DisponibiliteDvVue,
  type ModificationDisponibiliteDv,
} from '@umj/shared/disponibilites-dv-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';
import { cheminDisponibilitesDv } from './list-grilles-dv.ts';

export interface CelluleCible {
  bureauId: string;
  jour: Jour;
  creneauId: number;
  examinateurId: string;
}

export const modifierDisponibiliteDv = ({
  cible,
  ...body
}: ModificationDisponibiliteDv & { cible: CelluleCible }) =>
  apiFetch<DisponibiliteDvVue>(
    `${cheminDisponibilitesDv(cible.bureauId)}/${isoDepuisJour(cible.jour)}/${cible.creneauId}/${encodeURIComponent(cible.examinateurId)}`,
    { method: 'PUT', body: modificationDisponibiliteDvSchema.parse(body) },
  );

/** One cell's change; every grid is read again afterwards (a 409 then shows the fresh value). */
export function useModifierDisponibiliteDv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifierDisponibiliteDv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Disponibilite') }),
  });
}
