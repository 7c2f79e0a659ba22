import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { TestApp } from '../test/harness';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`./schemas/${name}`, import.meta.url), 'utf8'));

/**
 * The official OCDS 1.1 (1.1.5) schemas, shipped in ./schemas, with a real JSON Schema (draft 4) validator.
 * The record package schema also names the versioned release schema for `versionedRelease`, which the
 * portal does not publish: that reference is registered as an empty schema so the others compile.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(schema('release-schema.json'));
ajv.addSchema({ id: 'https://standard.open-contracting.org/schema/1__1__5/versioned-release-validation-schema.json' });
const releaseValidator = ajv.getSchema('https://standard.open-contracting.org/schema/1__1__5/release-schema.json')!;
const releasePackageValidator = ajv.compile(schema('release-package-schema.json'));
const recordPackageValidator = ajv.compile(schema('record-package-schema.json'));

const check = (validate: typeof releaseValidator, value: unknown) => (validate(value) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`));
export const releaseErrors = (value: unknown) => check(releaseValidator, value);
export const releasePackageErrors = (value: unknown) => check(releasePackageValidator, value);
export const recordPackageErrors = (value: unknown) => check(recordPackageValidator, value);

export const releasePackage = (t: TestApp, sectionId: number, locale?: string) => t.call({ method: 'GET', url: `/prod-api/ocds/releases/${sectionId}`, locale });
export const recordPackage = (t: TestApp, sectionId: number) => t.call({ method: 'GET', url: `/prod-api/ocds/records/${sectionId}` });
export const feed = (t: TestApp, cursor?: string, limit = 100, locale?: string) =>
  t.call({ method: 'GET', url: `/prod-api/ocds/feed?limit=${limit}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`, locale });

/** Every release of the bulk download, decompressed and parsed line by line. */
export async function bulk(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/prod-api/ocds/releases.jsonl.gz' });
  const text = gunzipSync(response.rawPayload).toString('utf8');
  return { response, releases: text.split('\n').filter(Boolean).map((line) => JSON.parse(line)) };
}
