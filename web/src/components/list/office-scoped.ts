// Pieces of the list screens whose entries belong to one office (police stations, requesters): the
// rows of the offices selected in the header (the call sends `?bureaux=` of that selection, once the
// offices and the session are known), the office shown by name, the office chosen at creation only
// (an entry does not change office: the server refuses it), and who may write by the API's access rules.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { appelantDuCompte, peutAppeler, type NomHandlerApi } from '@umj/shared/acces-api';
import { useSelectedBureaux, type SelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import type { EditField, FormValues } from '../edit-dialog/fields.ts';
import { selectColumn, type ListColumn } from './list-column.ts';
import type { ListSource } from './list-screen-descriptor.ts';

type Office = { id: string; nom: string };

/** The rows of the offices selected in the header; the context is that selection. */
export function useSelectedOfficesSource<T, K extends QueryKey>(
  queryOptions: (bureauIds: readonly string[]) => UseQueryOptions<T[], Error, T[], K>,
): ListSource<T, SelectedBureaux> {
  const { user } = useSession();
  const selection = useSelectedBureaux();
  const query = useQuery({ ...queryOptions(selection.ids), enabled: selection.ready && user !== null });
  return { query, ctx: selection };
}

/** Whether the signed-in user may call this API handler (the server's own access rule). */
export function useMayCall(handler: NomHandlerApi): boolean {
  const { user } = useSession();
  return peutAppeler(handler, appelantDuCompte(user));
}

/** An office's name among the given ones (its id when it is not one of them). */
export function nomDuBureau(bureaux: readonly Office[], id: string): string {
  return bureaux.find((b) => b.id === id)?.nom ?? id;
}

/** The office column: shown by name, sorted and filtered by it. */
export function officeColumn<T extends { bureau: string }>(
  header: string,
  bureaux: readonly Office[],
  width: string,
): ListColumn<T> {
  const noms = bureaux.map((b) => b.nom);
  return selectColumn('bureau', header, (row) => nomDuBureau(bureaux, row.bureau), noms, width);
}

/** The office field of a creation among the selected offices; none when editing (`bureaux` null). */
export function officeField<V extends FormValues & { bureau: string | null }>(
  label: string,
  bureaux: readonly Office[] | null,
): EditField<V>[] {
  if (!bureaux) return [];
  return [
    {
      name: 'bureau',
      label,
      kind: 'select',
      required: true,
      options: bureaux.map((b) => ({ value: b.id, label: b.nom })),
    },
  ];
}

/** The office preselected in a new entry: the selected one when only one is selected. */
export function preselectedOffice(bureaux: readonly Office[]): string | null {
  return bureaux.length === 1 ? (bureaux[0]?.id ?? null) : null;
}

/**
 * One entry as stored now (read again after a version conflict): the API has no GET by id, so the
 * list of its office is read and the entry picked from it.
 */
export async function readEntryAgain<T extends { id: string; bureau: string }>(
  list: (bureauIds: readonly string[]) => Promise<T[]>,
  entry: Pick<T, 'id' | 'bureau'>,
  goneMessage: string,
): Promise<T> {
  const found = (await list([entry.bureau])).find((e) => e.id === entry.id);
  if (!found) throw new Error(goneMessage);
  return found;
}
