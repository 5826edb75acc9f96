// API with reload on :3000 and Vite with hot reload on :5173 (it proxies /api to :3000).
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const children = [run('npx', ['tsx', 'watch', 'src/server/main.ts']), run('npx', ['vite'])];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
