import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where file contents live: local disk by default (S3-compatible storage is another implementation). */
export interface ObjectStorage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** Files under `root`, two levels of folders from the key's first characters. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!/^[a-zA-Z0-9._-]+$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }
  async put(key: string, content: Buffer, _contentType?: string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  async get(key: string) {
    return createReadStream(this.pathOf(key));
  }
  async exists(key: string) {
    return stat(this.pathOf(key)).then(() => true, () => false);
  }
  async remove(key: string) {
    await unlink(this.pathOf(key)).catch(() => undefined);
  }
}

/** In-memory storage for tests. */
export class MemoryStorage implements ObjectStorage {
  private readonly files = new Map<string, Buffer>();
  async put(key: string, content: Buffer, _contentType?: string) {
    this.files.set(key, content);
  }
  async get(key: string) {
    const { Readable } = await import('node:stream');
    const content = this.files.get(key);
    if (!content) throw new Error(`no object ${key}`);
    return Readable.from(content);
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async remove(key: string) {
    this.files.delete(key);
  }
  /** Keys stored, for "nothing was stored" checks. */
  keys() {
    return [...this.files.keys()];
  }
}
