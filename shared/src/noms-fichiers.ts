// The names of stored files offered for download (attachments, blank documents, report-type models;
// docs/security.md#uploaded-files): a name a user gave cannot mislead. The server stores it without any
// path, control or invisible formatting character (a right-to-left override can show `exe.pdf` for
// `fdp.exe`) nor character reserved by file systems, with the extension of the type it checked
// (`rapport.html` checked as a PDF is stored `rapport.pdf`); the download's Content-Disposition carries
// it as RFC 6266 `filename*` (UTF-8) beside an ASCII `filename` for a name that is not plain ASCII.

/** Longest stored name, extension included (characters). */
export const LONGUEUR_MAX_NOM_FICHIER = 200;

/** The base of a name left with nothing once cleaned (`../`, `???`). */
export const NOM_FICHIER_PAR_DEFAUT = 'fichier';

/** Control (C0, DEL, C1) and format characters (bidirectional overrides, zero-width marks, BOM…). */
const INVISIBLES = /[\p{Cc}\p{Cf}]/gu;
/** Reserved by Windows, macOS or Linux file names (the path separators are handled before). */
const RESERVES = /[<>:"|?*]/g;
/** A final extension: a dot then up to 10 ASCII letters or digits, at least one letter (`v1.2` has none). */
const EXTENSION = /\.(?=[a-z0-9]{0,9}[a-z])[a-z0-9]{1,10}$/i;
/** Device names Windows will not open as files, whatever the extension. */
const NOM_DE_PERIPHERIQUE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The stored name of a file the user named `nom`, checked by the server as a file of `extension`
 * (without its dot, e.g. 'pdf'): the last path segment (`/` or `\`), without control, format or
 * reserved characters, spaces collapsed, no leading or trailing space or dot, its final extension
 * replaced by `extension` (not doubled: `rapport.pdf.html` gives `rapport.pdf`), at most
 * LONGUEUR_MAX_NOM_FICHIER characters; NOM_FICHIER_PAR_DEFAUT when nothing is left.
 */
export function nomDeFichierSur(nom: string, extension: string): string {
  const ext = extension.toLowerCase();
  const segment = nom.normalize('NFC').replace(/^.*[/\\]/s, '');
  const rogner = (texte: string) => texte.replace(/^[\s.]+|[\s.]+$/g, '');
  const propre = segment
    .replace(INVISIBLES, '')
    .replace(RESERVES, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '');
  let base = rogner(propre.replace(EXTENSION, ''));
  if (base.toLowerCase().endsWith(`.${ext}`)) base = rogner(base.slice(0, -(ext.length + 1)));
  if (base === '') base = NOM_FICHIER_PAR_DEFAUT;
  if (NOM_DE_PERIPHERIQUE.test(base)) base = `_${base}`;
  const place = LONGUEUR_MAX_NOM_FICHIER - ext.length - 1;
  const tronquee = Array.from(base)
    .slice(0, place)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${tronquee}.${ext}`;
}

/** RFC 8187 `ext-value` characters kept as they are (attr-char); every other byte is percent-encoded. */
function encoderRfc8187(texte: string): string {
  return encodeURIComponent(texte).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Printable ASCII but the quote and the backslash: a `filename="…"` without escapes. */
const ASCII_SUR = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * The Content-Disposition of a download saved under `nomFichier` (RFC 6266): `attachment;
 * filename="…"` for a plain ASCII name; otherwise an ASCII fallback (accents dropped, any other
 * character `_`) and `filename*=UTF-8''…`, which browsers prefer.
 */
export function contentDispositionTelechargement(nomFichier: string): string {
  if (ASCII_SUR.test(nomFichier)) return `attachment; filename="${nomFichier}"`;
  const ascii = nomFichier
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoderRfc8187(nomFichier)}`;
}
