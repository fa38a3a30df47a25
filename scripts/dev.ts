/**
 * `npm run dev`: the product server (restarted on change) on API_PORT (default 3001) and Vite
 * with hot reload on PORT (default 3000), which proxies /api, /auth and /rest to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const uiPort = process.env.PORT ?? '3000';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=openapi', 'server/main.ts'], {
    cwd: rootDir,
    stdio: 'inherit',
    // The local mailbox without its token: a developer's own machine (see DEV_MAILBOX).
    env: { DEV_MAILBOX: 'true', ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [path.join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', uiPort, '--strictPort'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
