// The columns a list of people shows (the examiners screen, the users screen): name, e-mail address
// (wrapping at its parts), role (translated, filtered among the screen's roles), offices, phone, RPPS,
// account state (a tag of AA contrast). Described once; each screen picks and orders them, and its own
// namespace holds the headers (`<ns>:colonnes.<field>`) and the state texts (`<ns>:etat.actif|inactif`).
import type { TFunction } from 'i18next';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { breakableEmailCell, nowrapCell } from '../../components/list/cells.tsx';
import { textColumn, type ListColumn } from '../../components/list/list-column.ts';
import './utilisateur.css';

export interface Personne {
  nomComplet: string;
  adresseEmail: string;
  role: string;
  bureaux: readonly { nom: string }[];
  telephone: string | null;
  rpps: string | null;
  actif: boolean;
}

/** A role's name in the interface language. */
export const roleLabel = (t: TFunction, role: string) => t(`account:roles.${role}`);

/** An account state as a tag: green, red, or orange for a warning. */
export function etatTag(severity: 'success' | 'danger' | 'warning', value: string): ReactNode {
  return <Tag className="umj-etat-tag" severity={severity} value={value} />;
}

export function colonnesUtilisateur<P extends Personne>(ns: string, t: TFunction, roles: readonly string[]) {
  const texte = (field: keyof Personne & string, value: (p: P) => string | null) =>
    textColumn<P>(field, `${ns}:colonnes.${field}`, value);
  return {
    nomComplet: texte('nomComplet', (p) => p.nomComplet),
    adresseEmail: {
      ...texte('adresseEmail', (p) => p.adresseEmail),
      cell: (p: P) => breakableEmailCell(p.adresseEmail),
    },
    role: {
      field: 'role',
      header: `${ns}:colonnes.role`,
      value: (p) => roleLabel(t, p.role),
      sortable: true,
      filter: {
        kind: 'select',
        options: roles.map((role) => ({ value: roleLabel(t, role), label: roleLabel(t, role) })),
      },
    } satisfies ListColumn<P>,
    bureaux: texte('bureaux', (p) => p.bureaux.map((b) => b.nom).join(', ')),
    telephone: { ...texte('telephone', (p) => p.telephone), cell: (p: P) => nowrapCell(p.telephone) },
    rpps: texte('rpps', (p) => p.rpps),
    actif: (width: string): ListColumn<P> => ({
      field: 'actif',
      header: `${ns}:colonnes.actif`,
      value: (p) => p.actif,
      cell: (p) =>
        etatTag(p.actif ? 'success' : 'danger', t(p.actif ? `${ns}:etat.actif` : `${ns}:etat.inactif`)),
      sortable: true,
      filter: { kind: 'boolean' },
      width,
    }),
  };
}
