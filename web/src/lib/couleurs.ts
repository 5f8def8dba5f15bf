// WCAG 2.1's contrast between two colours, for the colours the interface computes (the agenda's
// status events, the theme's badges).

/** Relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const canal = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contraste(a: string, b: string): number {
  const [claire, foncee] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (claire + 0.05) / (foncee + 0.05);
}
