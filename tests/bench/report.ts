// Printing helpers of the bench and the soak: markdown tables (printed, and kept for docs/measures.md
// while a part records them) and percentiles.
let recording: string[] | null = null;

/** Tables printed from now on are also appended to `into` (null: no longer kept). */
export function recordTables(into: string[] | null): void {
  recording = into;
}

/** A markdown table, its columns padded to their widest cell. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function table(title: string, header: string[], rows: (string | number)[][]): void {
  const markdown = markdownTable(header, rows);
  console.log(`\n## ${title}\n`);
  console.log(markdown);
  recording?.push(`### ${title}\n\n${markdown}`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
