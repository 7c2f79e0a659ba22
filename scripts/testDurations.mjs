// A vitest reporter that records how long each test file took, and in which project, for `npm test` to print
// (scripts/test.mjs). A file's time is everything vitest spent on it: preparing its worker, importing the file
// and what it imports, and running its hooks and tests. Projects run side by side, so each also gets the span
// from its first file's start to its last file's end.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class TestDurations {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? process.env.TEST_DURATIONS_FILE;
    this.spans = new Map();
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    this.start = Date.now();
  }

  onTestModuleStart(module) {
    this.spans.set(module, { start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(module) {
    const span = this.spans.get(module);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const span = this.spans.get(module);
      return {
        project: module.project.name,
        file: relative(this.root, module.moduleId),
        ms: Math.round(d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
        start: span?.start ?? null,
        end: span?.end ?? null,
      };
    });
    const report = { wallMs: Date.now() - this.start, files };
    if (this.outputFile) writeFileSync(this.outputFile, JSON.stringify(report));
  }
}
