// CDK entry point (cdk.json: `npx tsx infra/bin/app.ts`).
import { buildApp } from '../lib/app.ts';

buildApp().app.synth();
