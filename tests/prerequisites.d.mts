// Types of prerequisites.mjs (plain JavaScript so that run-all.mjs can import it on Node 20).
export interface PrerequisitesFacts {
  chromiumPath: string;
  chromiumCustom: boolean;
  chromiumPresent: boolean;
  javaPresent: boolean;
  isRoot: boolean;
  hasApt: boolean;
}
export type PrerequisitesPlan =
  | { action: 'ok' }
  | { action: 'install'; packages: string[]; message: string }
  | { action: 'stop'; message: string };
export const DEFAULT_CHROMIUM_PATH: string;
export const CHROMIUM_APT_PACKAGE: string;
export const JAVA_APT_PACKAGE: string;
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
export function prerequisitesPlan(facts: PrerequisitesFacts): PrerequisitesPlan;
export function machineFacts(env?: NodeJS.ProcessEnv): PrerequisitesFacts;
export function ensurePrerequisites(env?: NodeJS.ProcessEnv, log?: (line: string) => void): string | null;
