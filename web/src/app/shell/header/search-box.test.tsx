// "Header search": the top bar's box is the patient-file search for the roles that have
// patient files (docs/product-rules.md#access) and is not shown to a user without role (role aucun).
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@umj/shared/roles';
import { describe, expect, it } from 'vitest';
import { fakeToken, installFakeApi } from '../../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { currentUserKey } from '../../../lib/session/user-query.ts';
import { renderWithProviders } from '../../../lib/testing/test-providers.tsx';
import { SearchBox } from './search-box.tsx';

const WAIT = { timeout: 30_000 };

async function renderAs(role: Role) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: { id: 'u-1', nomComplet: 'Alice Martin', adresseEmail: 'a@umj.test', role, bureaux: [] },
    },
    'GET /bureaux': { body: [] },
  });
  const result = renderWithProviders(<SearchBox />);
  await waitFor(() => expect(result.queryClient.getQueryData(currentUserKey)).toBeDefined(), WAIT);
  return result;
}

describe('header search box by role (access)', () => {
  it('the secretariat gets the patient-file search with the translated placeholder', async () => {
    await renderAs('secretariat');

    const box = await screen.findByRole('combobox', { name: 'Rechercher un dossier patient' }, WAIT);
    expect(box.getAttribute('placeholder')).toBe('Rechercher…');
  });

  it('a user without role gets no search box (no patient file it could find or open)', async () => {
    await renderAs('aucun');

    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
