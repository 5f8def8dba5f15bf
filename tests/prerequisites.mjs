// What `npm test` needs outside npm ("The README's test command on a fresh machine"): Chromium
// for the browser tests and Java 17 for DynamoDB Local. run-all.mjs checks them before running anything:
// installs Debian's packages when running as root with apt-get, otherwise stops with one line.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** Where the browser tests launch Chromium (tests/e2e/support/browser.ts), unless CHROMIUM_PATH says otherwise. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_APT_PACKAGE = 'chromium';
export const JAVA_APT_PACKAGE = 'openjdk-17-jre-headless';

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * The decision, without side effects.
 * @param {{ chromiumPath: string, chromiumCustom: boolean, chromiumPresent: boolean, javaPresent: boolean,
 *   isRoot: boolean, hasApt: boolean }} facts
 * @returns {{ action: 'ok' } | { action: 'install', packages: string[], message: string }
 *   | { action: 'stop', message: string }}
 */
export function prerequisitesPlan(facts) {
  const chromiumMissing = !facts.chromiumPresent;
  const javaMissing = !facts.javaPresent;
  if (!chromiumMissing && !javaMissing) return { action: 'ok' };
  if (chromiumMissing && facts.chromiumCustom) {
    return {
      action: 'stop',
      message: `Chromium not found at CHROMIUM_PATH=${facts.chromiumPath}: point CHROMIUM_PATH at a Chromium executable, or unset it to use ${DEFAULT_CHROMIUM_PATH}.`,
    };
  }
  const packages = [];
  const missing = [];
  if (chromiumMissing) {
    packages.push(CHROMIUM_APT_PACKAGE);
    missing.push(`Chromium (${facts.chromiumPath})`);
  }
  if (javaMissing) {
    packages.push(JAVA_APT_PACKAGE);
    missing.push('Java 17 (java on the PATH, for DynamoDB Local)');
  }
  if (facts.isRoot && facts.hasApt) {
    return {
      action: 'install',
      packages,
      message: `Missing ${missing.join(' and ')}: installing ${packages.join(' ')} with apt-get.`,
    };
  }
  return {
    action: 'stop',
    message: `Missing ${missing.join(' and ')}: install ${packages.join(' ')} (as root: apt-get install -y ${packages.join(' ')}), then run npm test again.`,
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function commandWorks(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'ignore' });
  return res.error === undefined && res.status === 0;
}

/** The facts of this machine. */
export function machineFacts(env = process.env) {
  const path = chromiumPath(env);
  return {
    chromiumPath: path,
    chromiumCustom: Boolean(env.CHROMIUM_PATH),
    chromiumPresent: isExecutable(path),
    javaPresent: commandWorks('java', ['-version']),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: commandWorks('apt-get', ['--version']),
  };
}

/**
 * Checks, installs when it may, and returns null when everything is there, or the one line to print
 * before stopping.
 */
export function ensurePrerequisites(env = process.env, log = (line) => console.log(line)) {
  const plan = prerequisitesPlan(machineFacts(env));
  if (plan.action === 'ok') return null;
  if (plan.action === 'stop') return plan.message;
  log(plan.message);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', ...plan.packages], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: aptEnv,
        })
      : update;
  const after = prerequisitesPlan(machineFacts(env));
  if (install.status === 0 && after.action === 'ok') return null;
  return `apt-get install -y ${plan.packages.join(' ')} failed (exit ${install.status}): install it by hand, then run npm test again.`;
}
