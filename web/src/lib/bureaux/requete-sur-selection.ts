// A list's read over the header's offices as the list shows it: pending while the selection loads
// (unless the selection failed), failed when the read or the selection failed, with the rows to show.
export function requeteSurSelection<Q extends { isPending: boolean; isError: boolean; error: unknown }, D>(
  query: Q,
  selection: { ready: boolean; error: unknown },
  data: D,
): Omit<Q, 'data'> & { data: D } {
  return {
    ...query,
    data,
    isPending: (query.isPending || !selection.ready) && selection.error == null,
    isError: query.isError || selection.error != null,
    error: query.error ?? selection.error,
  };
}
