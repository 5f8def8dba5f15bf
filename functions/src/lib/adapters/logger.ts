// One JSON line per log entry (CloudWatch Logs on AWS, the terminal locally). Never log bodies,
// passwords, tokens or codes. LOG_LEVEL (env.ts) drops the levels below it.
import { env } from '../../config/env.ts';

type Level = 'info' | 'warn' | 'error';
const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

function write(level: Level, msg: string, fields: Record<string, unknown>): void {
  if (RANK[level] < RANK[env.logLevel]) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const logger = {
  info: (msg: string, fields: Record<string, unknown> = {}) => write('info', msg, fields),
  warn: (msg: string, fields: Record<string, unknown> = {}) => write('warn', msg, fields),
  error: (msg: string, fields: Record<string, unknown> = {}) => write('error', msg, fields),
};

export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { errorName: error.name, errorMessage: error.message }
    : { error: String(error) };
}
