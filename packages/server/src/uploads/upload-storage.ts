import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where uploaded files' bytes live: `<directory>/<lead id>/<random name>.<extension>`. The name
 * is ours (128 random bits), so a client's file name never becomes part of a path.
 */
export class UploadStorage {
  #directory: Promise<string> | undefined;

  /** `directory` is DATA_DIR/uploads in production; without one, a private temporary folder. */
  constructor(private readonly directory?: string) {}

  async write(leadId: number, extension: string, bytes: Buffer): Promise<string> {
    const folder = join(await this.root(), String(leadId));
    await mkdir(folder, { recursive: true, mode: 0o750 });
    const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(folder, storedName), bytes, { flag: 'wx', mode: 0o640 });
    return storedName;
  }

  async remove(leadId: number, storedName: string): Promise<void> {
    await rm(join(await this.root(), String(leadId), storedName), { force: true });
  }

  /** The stored bytes, or null when the file is gone. */
  async read(leadId: number, storedName: string): Promise<Buffer | null> {
    return readFile(join(await this.root(), String(leadId), storedName)).catch(() => null);
  }

  /** The folder, made on first use. */
  root(): Promise<string> {
    this.#directory ??= this.directory
      ? mkdir(this.directory, { recursive: true, mode: 0o750 }).then(() => this.directory!)
      : mkdtemp(join(tmpdir(), 'torque-uploads-'));
    return this.#directory;
  }
}
