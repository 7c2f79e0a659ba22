import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { S3Storage } from './s3Storage';

/** A local S3-compatible server on 127.0.0.1, started for this file. */
const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'portal-files' }] });
const { port } = await server.run();

const config = loadConfig({
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: 'portal-files',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
const storage = new S3Storage(config.s3!);

afterAll(async () => {
  storage.close();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 settings', () => {
  it('are off without a bucket, and use path-style addressing with a custom endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(config.s3).toEqual({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'portal-files',
      region: 'eu-west-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false', S3_ENDPOINT: 'http://x' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toMatchObject({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
  });
});

describe('S3Storage', () => {
  it('puts, reads back, checks and removes binary content', async () => {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 37) % 256));
    const key = 'c0ffee00-0000-4000-8000-000000000001.png';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, content, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect((await buffer(await storage.get(key))).equals(content)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow();
  });
});
