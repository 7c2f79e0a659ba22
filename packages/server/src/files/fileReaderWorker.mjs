// Reads untrusted files off the main thread: fileReader.ts runs this under resourceLimits and terminates it
// past a time limit. Plain JavaScript, so that it loads the same under tsx, vitest and `npm start`.
// One job at a time: { id, job } in; { id, result } or { id, refusal: 'tooLarge' | 'invalid' } out.
import { parentPort } from 'node:worker_threads';
import yauzl from 'yauzl';

// Loaded on first use: a worker that only sniffs types never pays for loading exceljs (about a second).
const fileType = () => import('file-type');
const excel = async () => (await import('exceljs')).default;

class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Unpacks every entry as a stream, without keeping it, and refuses (tooLarge) as soon as the bytes really
 * unpacked pass the limits: the central directory's sizes were checked already, but they are the sender's
 * claim. yauzl also stops an entry that unpacks to more than its declared size.
 */
function verifyUnpackedSizes(content, limits) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new Refusal('invalid'));
      if (zip.entryCount > limits.maxEntries) return reject(new Refusal('tooLarge'));
      let total = 0;
      zip.on('error', () => reject(new Refusal('invalid')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(new Refusal('invalid'));
          stream.on('data', (chunk) => {
            total += chunk.length;
            if (total > limits.maxTotalBytes) {
              stream.destroy();
              reject(new Refusal('tooLarge'));
            }
          });
          stream.on('error', (e) => reject(new Refusal(/too many bytes/.test(String(e?.message)) ? 'tooLarge' : 'invalid')));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/** The text of a cell as typed: numbers, strings, rich text and formula results. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return '#date';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text).trim();
  }
  return '#invalid';
}

const handlers = {
  /** The file's type from its content (file-type), or null. */
  async sniff({ content }) {
    const detected = await (await fileType()).fileTypeFromBuffer(content);
    return detected ? { ext: detected.ext, mime: detected.mime } : null;
  },

  /**
   * The first sheet of an .xlsx as text: the first `width` cells of the header row, and of at most `maxRows`
   * filled rows after it, each with its row number. Null when the workbook has no sheet.
   */
  async sheet({ content, limits, width, maxRows }) {
    await verifyUnpackedSizes(content, limits);
    const ExcelJS = await excel();
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(content);
    } catch {
      throw new Refusal('invalid');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return null;
    const texts = (row) => Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    const header = texts(sheet.getRow(1));
    const rows = [];
    sheet.eachRow({ includeEmpty: false }, (row, r) => {
      if (r === 1 || rows.length >= maxRows) return;
      const cells = texts(row);
      if (cells.some((c) => c !== '')) rows.push({ r, cells });
    });
    return { header, rows };
  },
};

parentPort.on('message', async ({ id, job }) => {
  try {
    // The content arrives as a transferred Uint8Array; yauzl wants a Buffer (a view, not a copy).
    const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength);
    parentPort.postMessage({ id, result: await handlers[job.kind]({ ...job, content }) });
  } catch (error) {
    parentPort.postMessage({ id, refusal: error instanceof Refusal ? error.reason : 'invalid' });
  }
});
