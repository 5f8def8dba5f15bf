// Kills a child process (DynamoDB Local's JVM) when this process dies without running its 'exit'
// handlers — e.g. a test worker ended by a signal. A tiny watchdog process polls both pids.
import { spawn } from 'node:child_process';

const WATCHDOG = `
const [parent, child] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
setInterval(() => {
  if (!alive(child)) process.exit(0);
  if (!alive(parent)) { try { process.kill(child, 'SIGKILL'); } catch {} process.exit(0); }
}, 1000);
`;

export function guardAgainstOrphan(childPid: number): void {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(childPid)], {
    stdio: 'ignore',
    detached: true,
  });
  watchdog.unref();
}
