import { createInterface } from 'node:readline/promises';
import { runCreateAdmin } from './admin/create-admin.command.js';
import { openDatabase } from './db/open-database.js';

/** Asks on the terminal; a secret answer is not echoed. */
async function ask(question: string, secret: boolean): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (secret) {
    process.stdout.write(question);
    // readline echoes through _writeToOutput; swallowing it hides what is typed.
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  }
  try {
    return (await terminal.question(secret ? '' : question)).trim();
  } finally {
    terminal.close();
    if (secret) process.stdout.write('\n');
  }
}

runCreateAdmin(process.argv.slice(2), {
  env: process.env,
  openDatabase,
  ask: process.stdin.isTTY ? ask : null,
  print: (line) => process.stdout.write(`${line}\n`),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`create-admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
