// GET /commissariats?bureaux=…: the police stations of the given offices; every role reads them. Read
// by the police stations screen (the offices selected in the header) and by the patient file (its
// office). Key ['Commissariat', 'liste', ids sorted].
import { useQuery } from '@tanstack/react-query';
import type { Commissariat } from '@umj/shared/listes';
import { entreesDesBureaux } from '../../references/api/entrees-des-bureaux.ts';

const commissariats = entreesDesBureaux<Commissariat>('Commissariat', '/commissariats');

export const listCommissariats = commissariats.list;
export const commissariatsQueryOptions = commissariats.queryOptions;

/** The police stations of one office (the patient file's). */
export function useCommissariatsDuBureau(bureauId: string, enabled = true) {
  return useQuery({ ...commissariatsQueryOptions([bureauId]), enabled });
}
