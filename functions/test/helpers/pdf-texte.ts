// Reads the text back from a PDF made by pdfmake/pdfkit, without a PDF library (bordereau
// test): objects are cut by their `/Length`, FlateDecode streams inflated with node:zlib, each embedded
// font's ToUnicode CMap read (bfchar and bfrange), then the content streams' text operators (Tf, Tj,
// TJ) decoded with the CMap of the font in use. Enough for pdfkit's output (Identity-H fonts, 2-byte
// glyph ids); not a general PDF reader.
import { inflateSync } from 'node:zlib';

interface ObjetPdf {
  dict: string;
  flux?: string;
}

function objets(pdf: Buffer): Map<number, ObjetPdf> {
  const texte = pdf.toString('latin1');
  const resultat = new Map<number, ObjetPdf>();
  const debut = /(\d+) 0 obj/g;
  let m: RegExpExecArray | null;
  while ((m = debut.exec(texte)) !== null) {
    const corps = m.index + m[0].length;
    const fin = texte.indexOf('endobj', corps);
    const iStream = texte.indexOf('stream', corps);
    if (iStream === -1 || iStream > fin) {
      resultat.set(Number(m[1]), { dict: texte.slice(corps, fin) });
      continue;
    }
    const dict = texte.slice(corps, iStream);
    const longueur = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let donnees = iStream + 'stream'.length;
    if (texte[donnees] === '\r') donnees += 1;
    if (texte[donnees] === '\n') donnees += 1;
    const brut = Buffer.from(texte.slice(donnees, donnees + longueur), 'latin1');
    const flux = dict.includes('/FlateDecode')
      ? inflateSync(brut).toString('latin1')
      : brut.toString('latin1');
    resultat.set(Number(m[1]), { dict, flux });
    debut.lastIndex = donnees + longueur;
  }
  return resultat;
}

function hexVersTexte(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

/** glyph id (4 hex digits, lower case) -> Unicode text. */
function lireCmap(cmap: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const bloc of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of bloc[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      table.set(src!.toLowerCase().padStart(4, '0'), hexVersTexte(dst!));
    }
  }
  for (const bloc of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, a, b, reste] of bloc[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const de = parseInt(a!, 16);
      const a2 = parseInt(b!, 16);
      const cibles = [...reste!.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!);
      for (let g = de; g <= a2; g += 1) {
        const cle = g.toString(16).padStart(4, '0');
        if (reste!.startsWith('[')) {
          const cible = cibles[g - de];
          if (cible !== undefined) table.set(cle, hexVersTexte(cible));
        } else {
          table.set(cle, String.fromCharCode(parseInt(cibles[0]!, 16) + (g - de)));
        }
      }
    }
  }
  return table;
}

/** The text of every page, text objects separated by a line break. */
export function texteDuPdf(pdf: Buffer): string {
  const tous = objets(pdf);
  const cmaps = new Map<number, Map<string, string>>();
  for (const [num, o] of tous) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    const cmap = ref ? tous.get(Number(ref[1]))?.flux : undefined;
    if (cmap) cmaps.set(num, lireCmap(cmap));
  }
  const polices = new Map<string, Map<string, string>>();
  for (const o of tous.values()) {
    for (const [, nom, num] of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmap = cmaps.get(Number(num));
      if (cmap) polices.set(nom!, cmap);
    }
  }
  const decoder = (hex: string, cmap: Map<string, string> | undefined) => {
    let s = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) s += cmap?.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
    return s;
  };
  const morceaux: string[] = [];
  for (const o of tous.values()) {
    if (!o.flux?.includes(' Tf')) continue;
    let police: Map<string, string> | undefined;
    const operateurs = /\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj|\[([^\]]*)\] TJ|\bET\b/g;
    let ligne = '';
    for (const op of o.flux.matchAll(operateurs)) {
      if (op[1] !== undefined) police = polices.get(op[1]);
      else if (op[2] !== undefined) ligne += decoder(op[2], police);
      else if (op[3] !== undefined)
        ligne += [...op[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decoder(h[1]!, police)).join('');
      else {
        morceaux.push(ligne);
        ligne = '';
      }
    }
  }
  return morceaux.join('\n');
}

/** The text on one line: pdfkit writes each word (and each table cell) as its own text object. */
export function texteAplati(pdf: Buffer): string {
  return texteDuPdf(pdf)
    .replace(/ ?\n/g, ' ')
    .replace(/\u00a0/g, ' ');
}
