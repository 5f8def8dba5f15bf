// CPU profiles of the interface part (bench/interface.ts, with INTERFACE_PROFIL=1): the V8 sampling
// profiler over CDP around a screen's opening or an interaction's tries, summed by function (self time),
// the heaviest printed. What docs/architecture.md#main-thread-work-of-the-screens sums up.
import type { CDPSession } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export const PROFIL = process.env.INTERFACE_PROFIL === '1';

export async function demarrerProfil(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

/** The profile's heaviest functions by self time: "12.3 ms name (file:line)", idle and GC apart. */
export async function arreterProfil(cdp: CDPSession, top = 12): Promise<string[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const parFichier = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const file = url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
    const key = `${functionName || '(anonymous)'}${file ? ` (${file}:${lineNumber + 1}:${columnNumber + 1})` : ''}`;
    // A sample's time is the delta to the next one.
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    const fichier = file || `(${functionName || 'native'})`;
    parFichier.set(fichier, (parFichier.get(fichier) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fichiers = [...parFichier]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([f, ms]) => `${f} ${((100 * ms) / total).toFixed(0)} %`);
  return [
    `busy ${total.toFixed(0)} ms; by file: ${fichiers.join(', ')}`,
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(1)} ms ${key}`),
  ];
}

/**
 * The main thread's CPU time so far (ms): the renderer's task durations counted in thread time
 * (`Performance.enable` with threadTicks), so that a loaded machine's waits and the 4× throttling's
 * pauses are left out. Differences of it compare a change's work where wall-clock times are noisy.
 */
export async function tempsCpu(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
}

export const activerTempsCpu = (cdp: CDPSession) =>
  cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
