// The header row of a small HTML table (not a list screen): one column header per given content.
import type { ReactNode } from 'react';

export function EnteteTableau({ colonnes }: { colonnes: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {colonnes.map((colonne, i) => (
          <th key={i} scope="col">
            {colonne}
          </th>
        ))}
      </tr>
    </thead>
  );
}
