// Business metrics in CloudWatch's embedded metric format (lib/adapters/metrics.ts): `compter` writes
// one EMF line at once, in the namespace and with the service dimension the dashboard and alarms read
// (infra/lib/operations). No API call: the line goes to standard output.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIQUES, METRIQUES_NAMESPACE } from '../../src/api/metriques.ts';
import { compter } from '../../src/lib/adapters/metrics.ts';

afterEach(() => vi.restoreAllMocks());

describe('metrics (embedded metric format, no API call)', () => {
  it('compter writes one EMF line: the count in the UmjBackoffice namespace with the service dimension', () => {
    delete process.env.POWERTOOLS_DEV;
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    compter(METRIQUES.dossiersCrees);
    compter(METRIQUES.repartitionsCalculees, 3);
    vi.restoreAllMocks();
    const emf = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(emf).toHaveLength(2);
    expect(emf[0]).toMatchObject({
      DossiersCrees: 1,
      service: 'umj-local',
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: METRIQUES_NAMESPACE,
            Dimensions: [['service']],
            Metrics: [{ Name: 'DossiersCrees', Unit: 'Count' }],
          },
        ],
      },
    });
    expect(emf[1]).toMatchObject({ RepartitionsCalculees: 3 });
  });
});
