// PrimeReact's DataTable as the list pages render it: its module (about 50 KB gzip with its paginator
// and virtual scroller) is a chunk loaded after the page's first render, not with the route
// (docs/architecture.md "First load of the SPA"); until it arrives a box of the table's height holds its
// place, so nothing below moves when it renders. Same props as DataTable.
import type { DataTableProps, DataTableValueArray } from 'primereact/datatable';
import { lazy, Suspense, type ComponentType } from 'react';

type AnyTableProps = DataTableProps<DataTableValueArray>;

const Table = lazy(() =>
  import('primereact/datatable').then((m) => ({
    // React.lazy has no generic components: the wrapper below keeps the caller's types.
    default: m.DataTable as unknown as ComponentType<AnyTableProps>,
  })),
);

export function DataTable<T extends DataTableValueArray>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<div className="umj-list-table-reservee" />}>
      <Table {...(props as unknown as AnyTableProps)} />
    </Suspense>
  );
}
