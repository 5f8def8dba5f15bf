// CDK (infra/): deployment values come from CDK context, with defaults so that
// `cdk synth` works offline, and wrong values fail the synth early.
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readDeploymentConfig } from '../lib/deployment-config.ts';

const read = (context: Record<string, unknown>) => readDeploymentConfig(new App({ context }));

describe('CDK: deployment context', () => {
  it('§ CDK (synth offline): without context, the defaults of env.ts apply', () => {
    expect(read({})).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG).toMatchObject({ jwtIssuer: 'umj-backoffice', jwtAudience: 'umj-backoffice-spa' });
  });

  it('§ WebSocket (Origin allow-list): extra origins are https origins, trimmed, without trailing slash', () => {
    expect(
      read({ allowedOrigins: ' https://umj.example.fr/ , https://admin.umj.example.fr:8443' }),
    ).toMatchObject({
      extraAllowedOrigins: ['https://umj.example.fr', 'https://admin.umj.example.fr:8443'],
    });
    expect(() => read({ allowedOrigins: 'http://umj.example.fr' })).toThrow(/allowedOrigins/);
    expect(() => read({ allowedOrigins: 'https://umj.example.fr/app' })).toThrow(/allowedOrigins/);
    expect(() => read({ allowedOrigins: '*' })).toThrow(/allowedOrigins/);
  });

  it('§ API (codes sent through SES): mailFrom must be an e-mail address', () => {
    expect(read({ mailFrom: 'umj@example.fr' }).mailFrom).toBe('umj@example.fr');
    expect(() => read({ mailFrom: 'umj.example.fr' })).toThrow(/mailFrom/);
    expect(() => read({ mailFrom: 42 })).toThrow(/mailFrom/);
  });
});
