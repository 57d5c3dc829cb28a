// `npm run dev`: the sandbox API on 4174 and Vite's dev server (hot reload) on 5173, which proxies
// /api to it. Stop both with Ctrl+C.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const api = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: '4174', VITRINE_STATIC_DIR: '' },
});
const vite = spawn('npx', ['vite', '--config', 'ui/vite.config.ts'], { cwd: root, stdio: 'inherit' });
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
vite.on('exit', stop);
