import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/lib/adapters/logger.ts';

afterEach(() => {
  delete process.env.LOG_LEVEL;
  vi.restoreAllMocks();
});

describe('logger (one JSON line per entry, never a token)', () => {
  it('writes one JSON line with level, message, time and fields; warnings and errors on stderr', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.info('requête', { route: 'auth/login' });
    logger.warn('attention');
    expect(JSON.parse(out.mock.calls[0]![0] as string)).toMatchObject({
      level: 'info',
      msg: 'requête',
      route: 'auth/login',
    });
    expect(JSON.parse(err.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', msg: 'attention' });
  });

  it('Bench: LOG_LEVEL=warn drops the per-request info lines and keeps warnings and errors', () => {
    process.env.LOG_LEVEL = 'warn';
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.info('requête');
    logger.warn('attention');
    logger.error('panne');
    expect(out).not.toHaveBeenCalled();
    expect(err).toHaveBeenCalledTimes(2);
  });
});
