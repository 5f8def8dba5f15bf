// /configuration/dprapport/liste (Report types; docs/product-rules.md#screens, docs/product-rules.md#access: any role reads, the administrator
// writes): exam types by name from the configuration entry typesDExamen (docs/product-rules.md#constants when none), the model
// uploaded like the blank documents (progress, then its key sent as `modele`), replaced or removed, and
// downloaded through a short-lived link.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DpRapport, Televersement } from '@umj/shared/listes';
import type { Role } from '@umj/shared/roles';
import { TYPES_EXAMEN_DEFAUT } from '@umj/shared/types-examen';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/app-store.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { currentUserKey } from '../../lib/session/user-query.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import DpRapportsPage from './dprapports-page.tsx';

const WAIT = { timeout: 30_000 };
const PDF = 'application/pdf';

const ITT: DpRapport = {
  id: 'd-itt',
  version: 2,
  nom: 'Certificat ITT',
  delaiRemiseJours: 2,
  typesExamen: [1, 23],
  modele: {
    cle: 'dprapports/modeles/5b1e1e9a-4c2f-4f6e-9a3e-2f9b1c7d8e01.pdf',
    nomFichier: 'modele-itt.pdf',
    typeMime: PDF,
    tailleEnOctets: 1200,
  },
  notes: '',
};
const GAV: DpRapport = { ...ITT, id: 'd-gav', nom: 'Compatibilité GAV', typesExamen: [2], modele: null };

const TELEVERSEMENT: Televersement = {
  url: 'http://localhost/s3/umj-files-local',
  fields: { key: 'k', 'Content-Type': PDF },
  cle: 'dprapports/modeles/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf',
  expiresIn: 300,
};

class FakeUpload {
  static last: FakeUpload | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  send() {
    FakeUpload.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
  }
  finish() {
    this.status = 204;
    this.onload?.();
  }
}

async function renderAs(role: Role, extra: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: { id: 'u-1', nomComplet: 'Alice Martin', adresseEmail: 'a@umj.test', role, bureaux: [] },
    },
    'GET /configuration': {
      body: [{ cle: 'typesDExamen', valeur: TYPES_EXAMEN_DEFAUT, version: 1 }],
    },
    'GET /dprapports': { body: [ITT, GAV] },
    ...extra,
  });
  const result = renderWithProviders(<DpRapportsPage />);
  await screen.findByText('Certificat ITT', undefined, WAIT);
  await waitFor(() => expect(result.queryClient.getQueryData(currentUserKey)).toBeDefined(), WAIT);
  return { api, ...result };
}

const dialog = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

beforeEach(() => {
  appStore.takeSnacks();
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

describe('Report types screen', { timeout: 30_000 }, () => {
  it('money: shows the exam types by name and the model file', async () => {
    await renderAs('administrateur');
    const row = screen.getByText('Certificat ITT').closest('tr') as HTMLElement;
    await within(row).findByText('ITT, ITT sans TVA', undefined, WAIT);
    expect(within(row).getByText('modele-itt.pdf')).toBeTruthy();
  });

  it('access: the secretariat reads and downloads the model, but neither adds, edits nor deletes', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const url = 'http://localhost/s3/umj-files-local/dprapports/modeles/x.pdf?X-Amz-Expires=300';
    await renderAs('secretariat', { 'GET /dprapports/d-itt/modele': { body: { url, expiresIn: 300 } } });
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier « Certificat ITT »' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer « Certificat ITT »' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Télécharger le modèle de « Compatibilité GAV »' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le modèle de « Certificat ITT »' }));
    await waitFor(() => expect(clicked).toEqual([url]));
  });

  it('creates with exam types of the configuration and a model uploaded with progress', async () => {
    const { api } = await renderAs('administrateur', {
      'POST /dprapports/televersement': { status: 201, body: TELEVERSEMENT },
      'POST /dprapports': { status: 201, body: { ...GAV, id: 'd-new' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du type de rapport/), {
      target: { value: 'Rapport psychologique' },
    });
    save();
    expect(await within(dialog()).findByText('Veuillez entrer le délai de remise en jours')).toBeTruthy();
    const delai = within(dialog()).getByLabelText(/^Délai de remise/);
    fireEvent.input(delai, { target: { value: '10' } });
    fireEvent.blur(delai);
    fireEvent.click(dialog().querySelector('.p-multiselect')!);
    await waitFor(() => expect(options()).toHaveLength(TYPES_EXAMEN_DEFAUT.length));
    fireEvent.click(options().find((o) => o.textContent === 'EMP')!);
    fireEvent.change(within(dialog()).getByLabelText(/^Document modèle/), {
      target: { files: [new File(['%PDF-1.7'], 'rapport.pdf', { type: PDF })] },
    });
    save();
    expect(await within(dialog()).findByText('Envoi du modèle : 25 %', undefined, WAIT)).toBeTruthy();
    act(() => FakeUpload.last!.finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.calls.find((c) => c.path === '/dprapports' && c.method === 'POST')?.body).toEqual({
      nom: 'Rapport psychologique',
      delaiRemiseJours: 10,
      typesExamen: [9],
      notes: '',
      modele: { cle: TELEVERSEMENT.cle, nomFichier: 'rapport.pdf', typeMime: PDF, tailleEnOctets: 8 },
    });
  });

  it('an edit leaving the model sends no `modele`; removing it sends `modele: null` (its file is then deleted)', async () => {
    let patches = 0;
    const { api } = await renderAs('administrateur', {
      'PATCH /dprapports/d-itt': () => ({ body: { ...ITT, version: ITT.version + ++patches } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Certificat ITT »' }));
    expect(within(dialog()).getByText('modele-itt.pdf')).toBeTruthy();
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Certificat ITT »' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retirer : Document modèle' }));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const bodies = api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(bodies).toEqual([
      { nom: 'Certificat ITT', delaiRemiseJours: 2, typesExamen: [1, 23], notes: '', version: 2 },
      {
        nom: 'Certificat ITT',
        delaiRemiseJours: 2,
        typesExamen: [1, 23],
        notes: '',
        version: 2,
        modele: null,
      },
    ]);
  });
});
