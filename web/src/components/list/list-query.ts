// The query of a list whose rows are computed from a read (a screen's figures turned into lines):
// loading while the read is enabled and the rows are not there yet, unless it failed; failed when the
// read or another source of the screen (e.g. the header's offices) failed.
import type { ListQuery } from './list-page.tsx';

export function derivedListQuery<T>(
  rows: readonly T[] | undefined,
  read: { isError: boolean; error: unknown; refetch(): unknown },
  { enabled, error }: { enabled: boolean; error?: unknown },
): ListQuery<T> {
  return {
    data: rows,
    isPending: enabled && rows === undefined && !read.isError,
    isError: read.isError || error != null,
    error: read.error ?? error,
    refetch: read.refetch,
  };
}
