// "Bordereaux: New" (/secretariat/bordereau/nouveau): the billable files of the chosen office,
// requester and period are listed with the patient-file columns, all ticked; unticking one updates the
// totals HT/TVA/TTC at once (shared totauxBordereau); « Créer le bordereau » sends the ticked files with
// the versions read and opens the bordereau; a 409 VERSION_CONFLICT names the files billed or changed
// meanwhile and shows the refreshed list; a 409 REQUISITION_EN_DOUBLE asks the confirmation
// (docs/api.md#requisitions-en-double) and sends again with it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_DOSSIERS_PAR_BORDEREAU, MESSAGE_TROP_DE_DOSSIERS, type Bordereau } from '@umj/shared/bordereaux';
import type { Bureau } from '@umj/shared/bureau';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { statutRef } from '@umj/shared/statuts-dossier';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../lib/testing/fake-api.ts';
import { installerSecretariat } from '../../lib/testing/secretariat.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import NouveauBordereauPage, { dossiersConcernes, periodeParDefaut } from './nouveau-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const TJ = { id: 'r-tj', nom: 'Tribunal judiciaire de Pontoise' };
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };

function dossier(valeurs: Record<string, unknown>, version = 3): DossierPatientStocke & { bureauId: string } {
  return {
    ...dossierPatientSchema.parse({
      statut: statutRef(50),
      requerant: TJ,
      requisitionFournie: true,
      requisitionDate: '2026-10-01',
      rendezVousDate: 20_700,
      examenDate: '05/09/2026',
      bureau: { id: 'b-arg', nom: 'Argenteuil' },
      ...valeurs,
    }),
    version,
    creePar: null,
    bureauId: 'b-arg',
  };
}

const DUPONT = dossier({
  id: 11,
  nom: 'DUPONT Marie',
  requisitionNumero: 'PV-11',
  examenType: ITT,
  montantHT: 8050,
  montantTVA: 1610,
});
const MARTIN = dossier({
  id: 12,
  nom: 'MARTIN Paul',
  requisitionNumero: 'PV-12',
  examenType: GAV,
  montantHT: 5750,
  montantTVA: 0,
});

function Emplacement() {
  const location = useLocation();
  return <p data-testid="emplacement">{`${location.pathname}${location.search}`}</p>;
}

const installer = (routes: FakeRoutes) =>
  installerSecretariat([ARG], {
    'GET /requerants': { body: [{ ...TJ, bureau: 'b-arg', type: 'tribunal-judiciaire', version: 1 }] },
    ...routes,
  });

function afficher() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/secretariat/bordereau/nouveau" element={<NouveauBordereauPage />} />
        <Route path="/secretariat/bordereau/afficher" element={<p>bordereau ouvert</p>} />
      </Routes>
      <Emplacement />
    </>,
    { path: '/secretariat/bordereau/nouveau?bureau=b-arg&requerant=r-tj&du=2026-01-01&au=2026-11-23' },
  );
}

const total = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('new bordereau: rules of the screen', () => {
  it('default period: the last 365 days up to today (Paris)', () => {
    expect(periodeParDefaut(new Date('2026-11-23T10:00:00Z'))).toEqual({
      du: '2025-11-24',
      au: '2026-11-23',
    });
  });

  it('409: the files concerned are those gone from the refreshed list or at another version', () => {
    const changé = { ...MARTIN, version: 4 };
    expect(dossiersConcernes([DUPONT, MARTIN], [changé]).map((d) => d.id)).toEqual([11, 12]);
    expect(dossiersConcernes([DUPONT, MARTIN], [DUPONT, MARTIN])).toEqual([]);
  });
});

describe('new bordereau: the screen', () => {
  it('lists the billable files all ticked, totals follow the ticks, creates with the ticked files and versions, opens the bordereau', async () => {
    const api = installer({
      'GET /bureaux/b-arg/bordereaux/facturables': { body: { elements: [DUPONT, MARTIN] } },
      'POST /bureaux/b-arg/bordereaux': {
        status: 201,
        body: { bureauId: 'b-arg', numero: '2026-0007' } as Partial<Bordereau>,
      },
    });
    afficher();

    const table = (await screen.findByText('DUPONT Marie', undefined, WAIT)).closest('table') as HTMLElement;
    expect(within(table).getByText('MARTIN Paul')).toBeTruthy();
    expect(screen.getByText('2 dossier(s) coché(s) sur 2')).toBeTruthy();
    expect(total('total-ht')).toBe('138,00 €');
    expect(total('total-tva')).toBe('16,10 €');
    expect(total('total-ttc')).toBe('154,10 €');
    const facturables = api.calls.find((c) => c.path.endsWith('/facturables'));
    expect(facturables).toBeDefined();

    const ligneDupont = within(table).getByText('DUPONT Marie').closest('tr') as HTMLElement;
    fireEvent.click(ligneDupont.querySelector('input[type="checkbox"]') as HTMLElement);
    await waitFor(() => expect(screen.getByText('1 dossier(s) coché(s) sur 2')).toBeTruthy());
    expect(total('total-ht')).toBe('57,50 €');
    expect(total('total-tva')).toBe('0,00 €');
    expect(total('total-ttc')).toBe('57,50 €');

    fireEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('emplacement').textContent).toBe(
          '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0007',
        ),
      WAIT,
    );
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ requerantId: 'r-tj', dossiers: [{ id: 12, version: 3 }] });
  }, 60_000);

  it('the billable query names the requester and the period of the URL', async () => {
    const urls: URL[] = [];
    installer({});
    const autres = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (!url.pathname.endsWith('/bordereaux/facturables')) return autres(input, init);
      urls.push(url);
      return new Response(JSON.stringify({ elements: [] }), { status: 200 });
    });
    afficher();
    await screen.findByText('Aucun dossier facturable pour ce requérant sur cette période.', undefined, WAIT);
    expect(urls[0]?.pathname).toBe('/v1/bureaux/b-arg/bordereaux/facturables');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      requerant: 'r-tj',
      du: '2026-01-01',
      au: '2026-11-23',
    });
    expect(screen.getByRole('button', { name: 'Créer le bordereau' })).toHaveProperty('disabled', true);
  }, 60_000);

  it('409 REQUISITION_EN_DOUBLE: the dialog shows the pairs, « Oui » sends again with the confirmation', async () => {
    const message =
      'Ce bordereau facturerait plusieurs dossiers sous le même numéro de réquisition ' +
      '(réquisition PV-11 : dossiers n° 11 et n° 12). Confirmez pour le créer quand même.';
    const api = installer({
      'GET /bureaux/b-arg/bordereaux/facturables': {
        body: { elements: [DUPONT, { ...MARTIN, requisitionNumero: 'pv 11' }] },
      },
      'POST /bureaux/b-arg/bordereaux': (init) =>
        (JSON.parse(String(init.body)) as { confirmationRequisition?: boolean }).confirmationRequisition
          ? { status: 201, body: { bureauId: 'b-arg', numero: '2026-0008' } as Partial<Bordereau> }
          : {
              status: 409,
              statusText: 'Conflict',
              body: { statusCode: 409, error: 'Conflict', code: 'REQUISITION_EN_DOUBLE', message },
            },
    });
    afficher();
    await screen.findByText('DUPONT Marie', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));
    const question = await screen.findByText(message, undefined, WAIT);
    const dialogue = question.closest('[role=alertdialog], [role=dialog]') as HTMLElement;
    expect(within(dialogue).getByText('Numéro de réquisition en double')).toBeTruthy();
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Oui' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('emplacement').textContent).toBe(
          '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0008',
        ),
      WAIT,
    );
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(
      posts.map((c) => (c.body as { confirmationRequisition?: boolean }).confirmationRequisition),
    ).toEqual([undefined, true]);
  }, 60_000);

  it('409 VERSION_CONFLICT: nothing opens, the files billed meanwhile are named, the list is refreshed', async () => {
    let lectures = 0;
    installer({
      'GET /bureaux/b-arg/bordereaux/facturables': () => {
        lectures += 1;
        return { body: { elements: lectures === 1 ? [DUPONT, MARTIN] : [MARTIN] } };
      },
      'POST /bureaux/b-arg/bordereaux': {
        status: 409,
        statusText: 'Conflict',
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: CODE_CONFLIT_VERSION,
          message: 'Un dossier a été modifié ou facturé entre-temps',
        },
      },
    });
    afficher();
    const table = (await screen.findByText('DUPONT Marie', undefined, WAIT)).closest('table') as HTMLElement;

    fireEvent.click(screen.getByRole('button', { name: 'Créer le bordereau' }));

    await screen.findByText(
      "Le bordereau n'a pas été créé : 1 dossier(s) ont été facturés ou modifiés entre-temps : DUPONT Marie (PV-11). La liste a été actualisée ; vérifiez la sélection puis créez à nouveau le bordereau.",
      undefined,
      WAIT,
    );
    await waitFor(() => expect(within(table).queryByText('DUPONT Marie')).toBeNull(), WAIT);
    expect(screen.getByText('1 dossier(s) coché(s) sur 1')).toBeTruthy();
    expect(total('total-ttc')).toBe('57,50 €');
    expect(screen.getByTestId('emplacement').textContent).toContain('/secretariat/bordereau/nouveau');
  }, 60_000);
  it('above the transaction limit (97 files) the screen says so and creates nothing until one is unticked', async () => {
    const nombreux = Array.from({ length: MAX_DOSSIERS_PAR_BORDEREAU + 1 }, (_, i) =>
      dossier({
        id: 100 + i,
        nom: `PATIENT ${i}`,
        requisitionNumero: `PV-${i}`,
        examenType: GAV,
        montantHT: 5750,
      }),
    );
    installer({ 'GET /bureaux/b-arg/bordereaux/facturables': { body: { elements: nombreux } } });
    afficher();
    const table = (await screen.findByText('PATIENT 0', undefined, WAIT)).closest('table') as HTMLElement;
    expect(screen.getByText(MESSAGE_TROP_DE_DOSSIERS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer le bordereau' })).toHaveProperty('disabled', true);

    const ligne = within(table).getByText('PATIENT 0').closest('tr') as HTMLElement;
    fireEvent.click(ligne.querySelector('input[type="checkbox"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(MESSAGE_TROP_DE_DOSSIERS)).toBeNull());
    expect(screen.getByRole('button', { name: 'Créer le bordereau' })).toHaveProperty('disabled', false);
  }, 60_000);
});
