// autocannon's command line in a child process, its JSON result: the load comes from another process, as it would,
// so its work is not the measured server's (decision 024).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';

export function autocannonProcess(args: string[]): Promise<autocannon.Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--json', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon exited ${code} without a result`));
      }
    });
  });
}
