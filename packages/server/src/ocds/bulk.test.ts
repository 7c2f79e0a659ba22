import { Transform, Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { releaseLines } from './queries';

/** The bulk download streams: memory stays flat however many sections there are (issue 15). */
const t = await testApp();
// Collecting garbage on demand measures what is really held, not what the collector has yet to free.
setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

describe('bulk download at 100,000 sections', () => {
  it('streams every release through gzip with a flat heap', { timeout: 180_000 }, async () => {
    const sections = 100_000;
    await t.db.query(
      `INSERT INTO section (section_name, bidding_type, project_type, organization, section_stauts)
       SELECT '批量项目 ' || g, 0, 1, '万象市公共采购中心', 7 FROM generate_series(1, $1) g`,
      [sections],
    );
    // One release per section, each about 2 kB of JSON.
    const padding = 'x'.repeat(1800);
    await t.db.query(
      `INSERT INTO ocds_release (section_id, tags, data)
       SELECT id, '{tender}', jsonb_build_object('tag', jsonb_build_array('tender'), 'initiationType', 'tender',
              'tender', jsonb_build_object('id', id::text, 'title', section_name, 'description', $1::text))
         FROM section`,
      [padding],
    );
    let lines = 0;
    let bytes = 0;
    let json = 0;
    const samples: number[] = [];
    const base = liveHeap();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const count = new Transform({
      transform(text: Buffer, _encoding, done) {
        const before = lines;
        lines += text.toString().split('\n').length - 1;
        json += text.length;
        if (Math.floor(before / 10_000) !== Math.floor(lines / 10_000)) samples.push(liveHeap() - base);
        done(null, text);
      },
    });
    await pipeline(releaseLines(t.db, 'ocds-portal', 'http://portal.test'), count, createGzip(), sink);
    expect(lines).toBe(sections);
    // Some 200 MB of JSON went through; what the heap holds at every 10,000 releases stays within a few
    // batches' worth, whatever the number already sent.
    expect(json).toBeGreaterThan(180_000_000);
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(samples).toHaveLength(10);
    expect(Math.max(...samples)).toBeLessThan(24_000_000);
  });
});
