import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { supplier } from '../certification/testSupport';
import { buyer, inquiryForm } from '../test/staffSupport';
import { multipart } from '../quotations/testSupport';

const t = await testApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Uploads a PDF as the caller through the API and returns its file id. */
async function upload(token: string, name: string) {
  const body = await t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', token, ...multipart(name, PDF) });
  expect(body.code).toBe(200);
  return body.data.id as number;
}

const download = (id: number, token?: string) =>
  t.app.inject({ method: 'GET', url: `/prod-api/common/files/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('attachments of a section', () => {
  it('are private while the section is a draft and downloadable by visitors and suppliers once it is published', async () => {
    const b = await buyer(t);
    const notice = await upload(b.token, 'notice.pdf');
    const table = await upload(b.token, 'items.pdf');
    const drawing = await upload(b.token, 'drawing.pdf');
    const form = inquiryForm(t, {
      fileIds: [notice],
      sectorFileIds: [table],
      sectorList: [{ sectorName: '打印纸', sectorNumber: '50', sectorUnits: '箱', fileIds: [drawing] }],
    });
    const created = await t.call({ method: 'POST', url: '/prod-api/admin/sections', token: b.token, payload: form });
    expect(created.code).toBe(200);
    const sectionId = created.data.id as number;
    const visitorSupplier = await supplier(t, 'skip');

    for (const id of [notice, table, drawing]) {
      expect((await download(id)).json()).toMatchObject({ code: 404 });
      expect((await download(id, visitorSupplier.token)).json()).toMatchObject({ code: 404 });
      expect((await download(id, b.token)).rawPayload.equals(PDF)).toBe(true);
    }

    expect(await t.call({ method: 'POST', url: `/prod-api/admin/sections/${sectionId}/publish`, token: b.token })).toMatchObject({ code: 200 });

    const listed = (await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${sectionId}` })).data.bidSection;
    expect(listed.fileList.map((f: { id: number }) => f.id)).toEqual([notice]);
    expect(listed.sectorFileList.map((f: { id: number }) => f.id)).toEqual([table]);
    for (const id of [notice, table, drawing]) {
      for (const token of [undefined, visitorSupplier.token]) {
        expect((await download(id, token)).rawPayload.equals(PDF)).toBe(true);
      }
    }
    const [audit] = await t.db.query<{ after: { publicFileIds: number[] } }>(
      "SELECT after FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'publish'",
      [sectionId],
    );
    expect(audit.after.publicFileIds).toEqual([notice, table, drawing].sort((x, y) => x - y));
  });

  it('leaves the buyer\'s other uploads private', async () => {
    const b = await buyer(t);
    const attached = await upload(b.token, 'notice.pdf');
    const unattached = await upload(b.token, 'internal.pdf');
    const created = await t.call({ method: 'POST', url: '/prod-api/admin/sections', token: b.token, payload: inquiryForm(t, { fileIds: [attached] }) });
    await t.call({ method: 'POST', url: `/prod-api/admin/sections/${created.data.id}/publish`, token: b.token });
    expect((await download(attached)).rawPayload.equals(PDF)).toBe(true);
    expect((await download(unattached)).json()).toMatchObject({ code: 404 });
  });
});
