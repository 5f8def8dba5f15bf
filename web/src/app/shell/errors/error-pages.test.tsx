import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import Error404Page from './error-404-page.tsx';
import Error500Page from './error-500-page.tsx';

function Boom(): never {
  throw new Error('boom');
}

describe('error pages (screens, errors)', () => {
  it('screens: the 404 page shows the requested url of its query', () => {
    render(
      <MemoryRouter initialEntries={['/error-pages/error-404?url=%2Fadmin%2Fbureau%2Fliste']}>
        <Error404Page />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Nous ne trouvons pas la page que vous cherchez.',
    );
    expect(screen.getByText('/admin/bureau/liste')).toBeTruthy();
  });

  it('screens: the 404 page with role=unknown explains that the account has no role yet', () => {
    render(
      <MemoryRouter initialEntries={['/error-pages/error-404?role=unknown']}>
        <Error404Page />
      </MemoryRouter>,
    );

    expect(screen.getByText(/n'a pas encore de rôle/)).toBeTruthy();
  });

  it("errors: the spec's English texts are the English values", async () => {
    await i18n.changeLanguage('en');
    try {
      render(
        <MemoryRouter>
          <Error404Page />
          <Error500Page />
        </MemoryRouter>,
      );

      expect(await screen.findByText("We can't find the page that you are looking for.")).toBeTruthy();
      expect(
        screen.getByText('We are facing internal server error and working towards to fix it soon.'),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it("errors: the error boundary shows the spec's three texts", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('en');
    try {
      render(
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>,
      );

      expect(await screen.findByText('Ah! Something went wrong.')).toBeTruthy();
      expect(screen.getByText('Brace yourself till we get the error fixed.')).toBeTruthy();
      expect(screen.getByText('You may also refresh the page or try again latter')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
