import { describe, expect, it } from 'vitest';
import {
  contentDispositionTelechargement,
  LONGUEUR_MAX_NOM_FICHIER,
  nomDeFichierSur,
} from '../src/noms-fichiers.ts';

describe('stored file names that cannot mislead (docs/security.md#uploaded-files)', () => {
  it('the extension is the checked type’s: a PDF named rapport.html is stored rapport.pdf', () => {
    expect(nomDeFichierSur('rapport.html', 'pdf')).toBe('rapport.pdf');
    expect(nomDeFichierSur('photo.JPEG', 'jpg')).toBe('photo.jpg');
    expect(nomDeFichierSur('compte rendu', 'odt')).toBe('compte rendu.odt');
    expect(nomDeFichierSur('rapport.pdf', 'PDF')).toBe('rapport.pdf');
  });

  it('a double extension does not survive, nor is the checked one doubled', () => {
    expect(nomDeFichierSur('facture.pdf.exe', 'pdf')).toBe('facture.pdf');
    expect(nomDeFichierSur('facture.exe.html', 'pdf')).toBe('facture.exe.pdf');
  });

  it('a final dotted number is not an extension', () => {
    expect(nomDeFichierSur('rapport v1.2', 'docx')).toBe('rapport v1.2.docx');
  });

  it('any path is dropped, whatever its separator', () => {
    expect(nomDeFichierSur('../../x.pdf', 'pdf')).toBe('x.pdf');
    expect(nomDeFichierSur('C:\\Users\\a\\Bureau\\scan.png', 'png')).toBe('scan.png');
    expect(nomDeFichierSur('dossier/', 'pdf')).toBe('fichier.pdf');
  });

  it('control, invisible formatting and reserved characters are dropped (a right-to-left override cannot show exe.pdf)', () => {
    expect(nomDeFichierSur('rapport\u202Efdp.exe', 'pdf')).toBe('rapportfdp.pdf');
    expect(nomDeFichierSur('a\u0000b\u001fc\u007fd\u0085e\u200bf.pdf', 'pdf')).toBe('abcdef.pdf');
    expect(nomDeFichierSur('a<b>c:d"e|f?g*h.pdf', 'pdf')).toBe('abcdefgh.pdf');
    expect(nomDeFichierSur('???', 'pdf')).toBe('fichier.pdf');
  });

  it('spaces collapse; no leading or trailing space or dot (no hidden file)', () => {
    expect(nomDeFichierSur('  ..cache  \t nom .. .pdf', 'pdf')).toBe('cache nom.pdf');
    expect(nomDeFichierSur('.pdf', 'pdf')).toBe('fichier.pdf');
  });

  it('accents and other scripts are kept, composed (NFC)', () => {
    expect(nomDeFichierSur('Re\u0301quisition vierge.pdf', 'pdf')).toBe('Réquisition vierge.pdf');
    expect(nomDeFichierSur('تقرير.pdf', 'pdf')).toBe('تقرير.pdf');
  });

  it('a Windows device name gets a prefix', () => {
    expect(nomDeFichierSur('CON.txt', 'pdf')).toBe('_CON.pdf');
    expect(nomDeFichierSur('lpt1', 'pdf')).toBe('_lpt1.pdf');
  });

  it(`at most ${LONGUEUR_MAX_NOM_FICHIER} characters, extension kept, never a cut surrogate pair`, () => {
    const long = nomDeFichierSur(`${'é'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(LONGUEUR_MAX_NOM_FICHIER);
    expect(long.endsWith('é.pdf')).toBe(true);
    const emojis = nomDeFichierSur('😀'.repeat(250), 'png');
    expect(Array.from(emojis)).toHaveLength(LONGUEUR_MAX_NOM_FICHIER);
    expect(emojis.endsWith('😀.png')).toBe(true);
    expect(nomDeFichierSur(`${'a'.repeat(195)}    b`, 'pdf')).toBe(`${'a'.repeat(195)}.pdf`);
  });
});

describe('the download’s Content-Disposition (RFC 6266)', () => {
  it('a plain ASCII name: filename only', () => {
    expect(contentDispositionTelechargement('rapport (1).pdf')).toBe(
      'attachment; filename="rapport (1).pdf"',
    );
  });

  it('a non-ASCII name: an ASCII fallback and filename* in UTF-8, every non attr-char percent-encoded', () => {
    expect(contentDispositionTelechargement("L'été (copie)*.pdf")).toBe(
      `attachment; filename="L'ete (copie)*.pdf"; filename*=UTF-8''L%27%C3%A9t%C3%A9%20%28copie%29%2A.pdf`,
    );
    expect(contentDispositionTelechargement('تقرير.pdf')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1.pdf`,
    );
  });

  it('a quote or a backslash never reaches the quoted fallback', () => {
    expect(contentDispositionTelechargement('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
