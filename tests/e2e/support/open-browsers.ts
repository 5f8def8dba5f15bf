// The browsers launchBrowser() started and that are still connected: the setup file (per-file.ts) closes
// what a file left open, since the files of a part share one worker (tests/vitest.config.ts).
import type { Browser } from 'playwright-core';

export const openBrowsers = new Set<Browser>();
