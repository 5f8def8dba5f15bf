// docs/measures.md, written by `npm run bench` and `npm run soak` (bench/measures.ts): a run rewrites
// the sections of the parts it ran and keeps the others, each with its date and machine. No browser.
import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { machineAndDate, mergeMeasures } from '../../bench/measures.ts';

const section = (id: string, body: string, measured = '2026-11-28 10:00 UTC, 2 cores (CPU), Node v20') => ({
  id,
  title: id,
  measured,
  body,
});

describe('the generated report of the latest figures (docs/measures.md)', () => {
  it('a run replaces the sections of the parts it ran and keeps the other parts’ sections', () => {
    const before = mergeMeasures('', [
      section('bench/handlers', '| old handlers |'),
      section('soak', '| soak figures |'),
    ]);
    const after = mergeMeasures(before, [
      section('bench/handlers', '| new handlers |', '2026-11-29 11:00 UTC, 2 cores (CPU), Node v20'),
    ]);
    expect(after).toContain('| new handlers |');
    expect(after).not.toContain('| old handlers |');
    expect(after).toContain('| soak figures |');
    expect(after).toContain('Measured 2026-11-29 11:00 UTC, 2 cores (CPU), Node v20.');
    expect(after).toContain('Measured 2026-11-28 10:00 UTC, 2 cores (CPU), Node v20.');
    // Merging the same run again changes nothing (the markers round-trip).
    expect(mergeMeasures(after, [])).toBe(after);
  });

  it('sections follow the bench’s order of parts, then the soak, whatever order the runs came in', () => {
    let report = mergeMeasures('', [section('soak', 'S')]);
    report = mergeMeasures(report, [section('bench/spa', 'P')]);
    report = mergeMeasures(report, [section('bench/handlers', 'H')]);
    const order = [...report.matchAll(/<!-- measures:([\w/-]+) -->/g)].map((m) => m[1]);
    expect(order).toEqual(['bench/handlers', 'bench/spa', 'soak']);
    expect(report.startsWith('# Measures\n')).toBe(true);
  });

  it('the run is stamped with its date, the number of cores, the CPU model and the Node version', () => {
    const stamp = machineAndDate(new Date('2026-11-29T11:40:12Z'));
    expect(stamp).toContain('2026-11-29 11:40 UTC');
    expect(stamp).toContain(`${cpus().length} cores`);
    expect(stamp).toContain(`Node ${process.version}`);
  });
});
