// PrimeReact's shared style sheets are not written again when a component mounts
// (styles-primereact.ts, docs/architecture.md#main-thread-work-of-the-screens).
import { render } from '@testing-library/react';
import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stabiliserStylesPrimeReact } from './styles-primereact.ts';

beforeAll(() => stabiliserStylesPrimeReact());
afterAll(() => {
  delete (HTMLStyleElement.prototype as { textContent?: unknown }).textContent;
});

const feuille = (nom: string) =>
  document.head.querySelector<HTMLStyleElement>(`style[data-primereact-style-id="${nom}"]`);

describe('PrimeReact style sheets', () => {
  it("a second component mounting keeps the common sheet and the component's own sheet as they were (same text node)", () => {
    render(
      <>
        <Button label="Un" />
        <Badge value="1" />
      </>,
    );
    const commune = feuille('common')?.firstChild;
    const badge = feuille('badge')?.firstChild;
    expect(commune?.textContent).toContain('.p-component');
    expect(badge).toBeTruthy();

    render(
      <>
        <Button label="Deux" />
        <Badge value="2" />
      </>,
    );
    expect(feuille('common')?.firstChild).toBe(commune);
    expect(feuille('badge')?.firstChild).toBe(badge);
  });

  it('a new text for a PrimeReact sheet, and any write to another <style>, still replace the sheet', () => {
    const primereact = document.createElement('style');
    primereact.setAttribute('data-primereact-style-id', 'essai');
    primereact.textContent = '.a { color: red; }';
    document.head.append(primereact);
    const avant = primereact.firstChild;
    primereact.textContent = '.a { color: blue; }';
    expect(primereact.firstChild).not.toBe(avant);
    expect(primereact.textContent).toBe('.a { color: blue; }');

    const autre = document.createElement('style');
    autre.textContent = '.b { color: red; }';
    const texteAutre = autre.firstChild;
    autre.textContent = '.b { color: red; }';
    expect(autre.firstChild).not.toBe(texteAutre);
    primereact.remove();
  });
});
