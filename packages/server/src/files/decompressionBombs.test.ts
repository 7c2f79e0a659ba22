import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { signedInSupplier } from '../accounts/testSupport';
import { multipart, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { deflatedZeros, storedEntry, zipFile, type ZipEntry } from './testSupport';

const t = await testApp();
const MB = 1024 * 1024;

const templateRefusal = { code: 601, msg: 'The file is refused: unpacked it is too large or holds too many files (at most 50MB and 1000 files)' };
const uploadRefusal = { code: 601, msg: 'The file is refused: unpacked it is too large or holds too many files (at most 1024MB and 10000 files)' };

const contentTypes = storedEntry('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'));

/** A sheet entry of `megabytes` MB of zeros, claiming `claimed` bytes (the truth unless given). */
async function zeroSheet(megabytes: number, claimed?: number): Promise<ZipEntry> {
  const { data, crc } = await deflatedZeros(megabytes * MB);
  return { name: 'xl/worksheets/sheet1.xml', data, method: 8, crc, uncompressedSize: claimed ?? megabytes * MB };
}

const importTemplate = (token: string, sectionId: number, content: Buffer) =>
  t.call({ method: 'POST', url: '/prod-api/system/quotes/importFileSectors', token, locale: 'en', ...multipart('quote.xlsx', content, { sectionId: String(sectionId) }) });

/**
 * Runs `work` while measuring how long the event loop is ever blocked and how long a simple request (a
 * dictionary) sent meanwhile takes to answer.
 */
async function whileWatching<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const running = work();
  const simpleStart = performance.now();
  const simple = await t.call({ method: 'GET', url: '/prod-api/system/dict/data/type/sys_section_stauts', locale: 'en' });
  const simpleMs = performance.now() - simpleStart;
  const result = await running;
  const totalMs = performance.now() - started;
  delay.disable();
  const maxBlockedMs = delay.max / 1e6;
  console.log(`[bombs] simple request ${simpleMs.toFixed(0)} ms, event loop blocked at most ${maxBlockedMs.toFixed(0)} ms, all ${totalMs.toFixed(0)} ms`);
  return { result, simple, simpleMs, totalMs, maxBlockedMs };
}

/**
 * Bounds of the stall these tests guard against: unpacked on the main thread, one such file blocked every
 * request for seconds (5 s for a 3 GB sheet). The 100 ms target itself is a figure printed here, not
 * asserted: the suite shares two cores with PostgreSQL and the other test workers.
 */
const STALL_MS = 1_000;

describe('decompression bombs', () => {
  const supplierOf = async () => {
    const { section } = await quotingSection(t);
    return { section, s: await quotingSupplier(t, section) };
  };

  it('refuses three templates that unpack to 300 MB each, quickly, while a simple request answers at once', async () => {
    const { section, s } = await supplierOf();
    const bomb = zipFile([contentTypes, await zeroSheet(300)]);
    expect(bomb.length).toBeLessThan(MB);
    const watched = await whileWatching(() => Promise.all([1, 2, 3].map(() => importTemplate(s.token, section, bomb))));
    expect(watched.result).toEqual([templateRefusal, templateRefusal, templateRefusal]);
    expect(watched.simple.code).toBe(200);
    expect(watched.simpleMs).toBeLessThan(STALL_MS);
    expect(watched.maxBlockedMs).toBeLessThan(STALL_MS);
    expect(watched.totalMs).toBeLessThan(10_000);
  });

  it('refuses a template whose directory lies about its size: the worker stops once the bytes pass the claim', async () => {
    const { section, s } = await supplierOf();
    const liar = zipFile([contentTypes, await zeroSheet(300, 1000)]);
    const watched = await whileWatching(() => importTemplate(s.token, section, liar));
    expect(watched.result).toEqual(templateRefusal);
    expect(watched.simple.code).toBe(200);
    expect(watched.maxBlockedMs).toBeLessThan(STALL_MS);
    // A cold worker loads its libraries first; the unpacking itself stops after a few kilobytes.
    expect(watched.totalMs).toBeLessThan(15_000);
  });

  it('refuses a template of more than 1000 entries from its central directory', async () => {
    const { section, s } = await supplierOf();
    const many = zipFile(Array.from({ length: 1001 }, (_, i) => storedEntry(`xl/media/${i}.txt`, Buffer.from('x'))));
    expect(await importTemplate(s.token, section, many)).toEqual(templateRefusal);
  });

  it('refuses an uploaded archive with an entry unpacking 300 MB from 300 KB, and stores nothing', async () => {
    const owner = await signedInSupplier(t);
    const { data, crc } = await deflatedZeros(300 * MB);
    const bomb = zipFile([{ name: 'scan.pdf', data, method: 8, crc, uncompressedSize: 300 * MB }]);
    const before = t.storage.keys().length;
    const watched = await whileWatching(() => t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', token: owner.token, locale: 'en', ...multipart('documents.zip', bomb) }));
    expect(watched.result).toEqual(uploadRefusal);
    expect(watched.maxBlockedMs).toBeLessThan(STALL_MS);
    expect(t.storage.keys()).toHaveLength(before);
  });

  it('still takes an ordinary archive', async () => {
    const owner = await signedInSupplier(t);
    const archive = zipFile([storedEntry('a.txt', Buffer.from('hello')), storedEntry('b.txt', Buffer.from('world'))]);
    expect(await t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', token: owner.token, locale: 'en', ...multipart('documents.zip', archive) })).toMatchObject({
      code: 200,
      data: { type: 'zip' },
    });
  });
});
