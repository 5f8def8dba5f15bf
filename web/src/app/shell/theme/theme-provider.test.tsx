import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { useTheme } from './theme-context.ts';
import { ThemeProvider } from './theme-provider.tsx';

function RtlToggle() {
  const { settings, update } = useTheme();
  return (
    <button type="button" onClick={() => update({ rtl: !settings.rtl })}>
      rtl
    </button>
  );
}

describe('theme provider', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('constants: applies the default colours and the semi-dark mode to the document', () => {
    render(<ThemeProvider>contenu</ThemeProvider>);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--umj-primary')).toBe('#005AAB');
    expect(root.style.getPropertyValue('--umj-secondary')).toBe('#F04F47');
    expect(root.dataset.mode).toBe('semi-dark');
    expect(root.dir).toBe('ltr');
    expect(document.getElementById('primereact-theme')).not.toBeNull();
  });

  it('product: /constants Arabic turns the whole document right-to-left, French turns it back', async () => {
    render(<ThemeProvider>contenu</ThemeProvider>);
    await act(() => i18n.changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('langue')).toBe('ar');
    await act(() => i18n.changeLanguage('fr'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('screens: the RTL option of the customizer is kept across a language change and stored', async () => {
    render(
      <ThemeProvider>
        <RtlToggle />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'rtl' }).click());
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').rtl).toBe(true);
  });
});
