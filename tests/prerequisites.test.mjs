// The decision of `npm test` about what it needs outside npm ("The README's test command on a
// fresh machine": provide the browser when missing as root with apt, otherwise stop at once with one line
// saying what to install). Run by run-all.mjs with node:test, before the other steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromiumPath, DEFAULT_CHROMIUM_PATH, prerequisitesPlan } from './prerequisites.mjs';

const everything = {
  chromiumPath: DEFAULT_CHROMIUM_PATH,
  chromiumCustom: false,
  chromiumPresent: true,
  javaPresent: true,
  isRoot: false,
  hasApt: false,
};

test('Chromium and Java present: nothing to do', () => {
  assert.deepEqual(prerequisitesPlan(everything), { action: 'ok' });
  assert.deepEqual(prerequisitesPlan({ ...everything, isRoot: true, hasApt: true }), { action: 'ok' });
});

test('Chromium missing, root with apt-get: installs Debian chromium and says so', () => {
  const plan = prerequisitesPlan({ ...everything, chromiumPresent: false, isRoot: true, hasApt: true });
  assert.equal(plan.action, 'install');
  assert.deepEqual(plan.packages, ['chromium']);
  assert.match(plan.message, /installing chromium with apt-get/);
  assert.doesNotMatch(plan.message, /\n/);
});

test('Chromium and Java missing, root with apt-get: one apt-get install of both', () => {
  const plan = prerequisitesPlan({
    ...everything,
    chromiumPresent: false,
    javaPresent: false,
    isRoot: true,
    hasApt: true,
  });
  assert.equal(plan.action, 'install');
  assert.deepEqual(plan.packages, ['chromium', 'openjdk-17-jre-headless']);
});

test('Chromium missing, not root: stops with one line naming what to install', () => {
  const plan = prerequisitesPlan({ ...everything, chromiumPresent: false, hasApt: true });
  assert.equal(plan.action, 'stop');
  assert.match(plan.message, /Chromium \(\/usr\/bin\/chromium\)/);
  assert.match(plan.message, /apt-get install -y chromium/);
  assert.doesNotMatch(plan.message, /\n/);
});

test('root without apt-get (another distribution): stops, installs nothing', () => {
  const plan = prerequisitesPlan({ ...everything, javaPresent: false, isRoot: true });
  assert.equal(plan.action, 'stop');
  assert.match(plan.message, /Java 17/);
  assert.match(plan.message, /openjdk-17-jre-headless/);
  assert.doesNotMatch(plan.message, /chromium/);
});

test('a CHROMIUM_PATH that does not exist stops even as root (apt would not put it there)', () => {
  const plan = prerequisitesPlan({
    ...everything,
    chromiumPath: '/opt/chrome/chrome',
    chromiumCustom: true,
    chromiumPresent: false,
    isRoot: true,
    hasApt: true,
  });
  assert.equal(plan.action, 'stop');
  assert.match(plan.message, /CHROMIUM_PATH=\/opt\/chrome\/chrome/);
});

test('one browser path for npm test and the browser tests, CHROMIUM_PATH overriding it', () => {
  assert.equal(chromiumPath({}), '/usr/bin/chromium');
  assert.equal(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }), '/opt/chrome/chrome');
});
