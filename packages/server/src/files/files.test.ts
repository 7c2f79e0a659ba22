import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection } from '../test/factories';

const t = await testApp();

async function storeFile(name: string, content: string, isPublic: boolean) {
  const key = `${Math.random().toString(36).slice(2)}.pdf`;
  await t.storage.put(key, Buffer.from(content), 'application/pdf');
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO stored_file (storage_key, file_name, content_type, file_size, is_public) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [key, name, 'application/pdf', Buffer.byteLength(content), isPublic],
  );
  return id;
}

describe('file downloads', () => {
  it('downloads a public attachment as an attachment that the browser must not sniff', async () => {
    const id = await storeFile('招标文件.pdf', '%PDF-1.7 test', true);
    const response = await t.app.inject({ method: 'GET', url: `/prod-api/common/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7 test');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('招标文件.pdf')}`);
  });

  it('lists announcement attachments with a working download address', async () => {
    const sectionId = await createSection(t.db);
    const fileId = await storeFile('Tender notice.pdf', '%PDF-1.7 notice', true);
    await t.db.query("INSERT INTO section_file (section_id, kind, file_id) VALUES ($1, 'section', $2)", [sectionId, fileId]);
    const { data } = await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${sectionId}` });
    expect(data.bidSection.fileList).toEqual([expect.objectContaining({ fileName: 'Tender notice.pdf', type: 'pdf', fileSize: 15 })]);
    const download = await t.app.inject({ method: 'GET', url: data.bidSection.fileList[0].url });
    expect(download.body).toBe('%PDF-1.7 notice');
  });

  it('does not serve a private file or an unknown one', async () => {
    const id = await storeFile('licence.pdf', '%PDF-1.7 private', false);
    expect(await t.call({ method: 'GET', url: `/prod-api/common/files/${id}`, locale: 'en' })).toEqual({ code: 404, msg: 'The file does not exist' });
    expect((await t.call({ method: 'GET', url: '/prod-api/common/files/987654' })).code).toBe(404);
  });
});
