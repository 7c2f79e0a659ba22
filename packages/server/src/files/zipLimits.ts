import yauzl from 'yauzl';
import { warning } from '../http/errors';

/**
 * How much a zip container (an .xlsx, a .docx, a .zip) may unpack to. Checked from the central directory
 * before anything is unpacked, and again while a worker unpacks it (fileReaderWorker.mjs), since the
 * directory's sizes are the sender's claim. Why these figures: docs/decisions/security-uploads-quoting.md.
 */
export interface ZipLimits {
  /** Most bytes all entries may unpack to together. */
  maxTotalBytes: number;
  /** Most entries (files and folders). */
  maxEntries: number;
  /** Highest unpacked/packed ratio of one entry that unpacks to more than RATIO_FLOOR_BYTES. */
  maxRatio: number;
}

/** Entries smaller than this unpacked are never refused for their ratio (small XML compresses very well). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

const MB = 1024 * 1024;

/** A quotation template (.xlsx, 5 MB at most packed): a real one unpacks to well under 1 MB. */
export const TEMPLATE_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 50 * MB, maxEntries: 1000, maxRatio: 100 };

/** An uploaded archive (stored, never unpacked by the server; its readers must not be bombed either). */
export const UPLOAD_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 1024 * MB, maxEntries: 10_000, maxRatio: 100 };

/** Whether the content starts like a zip container (a local file header, or the end record of an empty zip). */
export const looksLikeZip = (content: Buffer) =>
  content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && ((content[2] === 3 && content[3] === 4) || (content[2] === 5 && content[3] === 6));

/** What the central directory says: within the limits, beyond them, or not a readable zip. */
export type ZipVerdict = 'ok' | 'tooLarge' | 'invalid';

/**
 * Reads the central directory of a zip held in memory (never its contents) and compares the declared
 * entry count and sizes with `limits`. Cheap enough for the main thread: it stops at the first entry
 * beyond a limit, and a directory announcing too many entries is refused before any is read.
 */
export function inspectZip(content: Buffer, limits: ZipLimits): Promise<ZipVerdict> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(content, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve('invalid');
      if (zip.entryCount > limits.maxEntries) return resolve('tooLarge');
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (total > limits.maxTotalBytes || (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio)) return resolve('tooLarge');
        zip.readEntry();
      });
      zip.on('end', () => resolve('ok'));
      zip.on('error', () => resolve('invalid'));
      zip.readEntry();
    });
  });
}

/** The refusal (601) of a file that unpacks beyond `limits`, naming them. */
export const unpacksTooLarge = (limits: ZipLimits) => warning('fileUnpacksTooLarge', { maxMb: limits.maxTotalBytes / MB, maxEntries: limits.maxEntries });
