// `npm start`: install, build, and run the reference server with the embedded database and demo data.
import { onSupportedNode } from './node-runtime.mjs';
import { spawn } from 'node:child_process';
import { build, install, ROOT, step } from './lib.mjs';

await onSupportedNode();

install();
build();
step('Starting Torque');
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
