import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
