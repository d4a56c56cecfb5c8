// `npm run create-admin -- [--email ...]`: creates the first (or another) administrator in the database
// DATABASE_URL names, or the embedded one in DATA_DIR. Builds the server first when it is not built.
import { onSupportedNode } from './node-runtime.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, ROOT, step } from './lib.mjs';

await onSupportedNode();

const entry = join(ROOT, 'packages/server/dist/create-admin.js');
if (!existsSync(entry)) {
  step('Building domain and server');
  pnpm(['--filter', '@torque/domain', 'run', 'build']);
  pnpm(['--filter', '@torque/server', 'run', 'build']);
}
const command = spawn(process.execPath, [entry, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
