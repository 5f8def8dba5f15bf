// A query's answer rendered as a transition (requete-differee.ts), also when the answer is in the cache
// before the screen mounts (a returning user: the route's loader or a prefetch asked for it): the
// mount's render shows the loading state, the rows come in the transition after it.
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequeteDifferee } from './requete-differee.ts';

interface Requete {
  data: string[] | undefined;
  isPending: boolean;
}

function Liste({ requete, rendus }: { requete: Requete; rendus: (string[] | 'chargement')[] }) {
  const differee = useRequeteDifferee(requete);
  rendus.push(differee.isPending ? 'chargement' : (differee.data ?? []));
  return <p>{differee.isPending ? 'Chargement' : differee.data?.join(', ')}</p>;
}

describe('a query answer rendered as a transition', () => {
  it('an answer already there at the mount is rendered after a first render of the loading state', async () => {
    const rendus: (string[] | 'chargement')[] = [];
    const lignes = ['DUPONT', 'MARTIN'];
    await act(async () => {
      render(<Liste requete={{ data: lignes, isPending: false }} rendus={rendus} />);
    });
    expect(rendus[0]).toBe('chargement');
    expect(rendus.at(-1)).toBe(lignes);
  });

  it('an answer arriving after the mount keeps the loading state in its urgent render, then shows the rows', async () => {
    const rendus: (string[] | 'chargement')[] = [];
    const lignes = ['DUPONT'];
    const { rerender } = render(<Liste requete={{ data: undefined, isPending: true }} rendus={rendus} />);
    const avant = rendus.length;
    await act(async () => {
      rerender(<Liste requete={{ data: lignes, isPending: false }} rendus={rendus} />);
    });
    expect(rendus[avant]).toBe('chargement');
    expect(rendus.at(-1)).toBe(lignes);
  });
});
