import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeOptions, v8PoolSize } from './server-node-options.mjs';

// scripts/launch.mjs passes a command's arguments on as they are: what a user types after `--`
// (`npm run admin -- company:reject x --reason "Auszug älter als 6 Monate"`) keeps its spaces and is
// never read by a shell; a single argument is package.json's own command line and may chain.
const launch = path.resolve(import.meta.dirname, 'launch.mjs');

function run(...args: string[]) {
  return spawnSync(process.execPath, [launch, ...args], { encoding: 'utf8' });
}

describe('scripts/launch.mjs', () => {
  it('passes several arguments on unchanged, without a shell', () => {
    const result = run(
      process.execPath,
      '-e',
      'console.log(JSON.stringify(process.argv.slice(1)))',
      'Auszug älter als 6 Monate',
      '$(echo injected)',
      ';echo injected',
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(['Auszug älter als 6 Monate', '$(echo injected)', ';echo injected']);
  });

  it('runs a single argument as a command line, so package.json chains keep working', () => {
    const result = run('echo one && echo two');
    expect(result.stdout.trim().split('\n')).toEqual(['one', 'two']);
  });

  it('says so and fails with 127 when the command does not exist', () => {
    const result = run('kontor-no-such-command', 'x');
    expect(result.status).toBe(127);
    expect(result.stderr).toContain('Could not run kontor-no-such-command');
  });

  it("runs a server command (--server) with V8's helper threads sized to the cores, and no other command", () => {
    const printOptions = [process.execPath, '-e', 'console.log(process.env.NODE_OPTIONS ?? "")'];
    const env = { ...process.env, NODE_OPTIONS: '--enable-source-maps' };
    const server = spawnSync(process.execPath, [launch, '--server', ...printOptions], { encoding: 'utf8', env });
    expect(server.status).toBe(0);
    expect(server.stdout.trim()).toBe(serverNodeOptions('--enable-source-maps'));
    expect(server.stdout).toMatch(/^--enable-source-maps --v8-pool-size=[1-4]$/m);
    const other = spawnSync(process.execPath, [launch, ...printOptions], { encoding: 'utf8', env });
    expect(other.stdout.trim()).toBe('--enable-source-maps');
  });
});

describe('scripts/server-node-options.mjs', () => {
  it("leaves the main thread a core: one helper fewer than the cores, at least one, at most Node's four", () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => v8PoolSize(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('keeps the options it is given, and a pool size set by hand', () => {
    expect(serverNodeOptions('', 2)).toBe('--v8-pool-size=1');
    expect(serverNodeOptions('--max-old-space-size=512', 8)).toBe('--max-old-space-size=512 --v8-pool-size=4');
    expect(serverNodeOptions('--v8-pool-size=3', 2)).toBe('--v8-pool-size=3');
  });
});
