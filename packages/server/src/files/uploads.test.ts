import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { signedInSupplier, siblingApp } from '../accounts/testSupport';
import { MAX_FILE_NAME, safeFileName } from './uploads';

const t = await testApp();
const owner = await signedInSupplier(t);
const other = await signedInSupplier(t);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(64)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'filename' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (filename: string, content: Buffer, contentType?: string): Part => ({ name: 'file', filename, content, contentType });

/** POST /common/uploadAndBpm with a file and type 'qyrzsp'. */
const uploadBpm = (parts: Part[], options: { token?: string; locale?: string } = { token: owner.token }) =>
  t.call({ method: 'POST', url: '/prod-api/common/uploadAndBpm', ...multipart(parts), ...options });

const storedRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file'))[0].n;

/** Runs an upload that must be refused and checks that neither a row nor an object was stored. */
async function expectRefused(send: () => Promise<unknown>, msg: string, code = 601) {
  const rows = await storedRows();
  const keys = t.storage.keys().length;
  expect(await send()).toEqual({ code, msg });
  expect(await storedRows()).toBe(rows);
  expect(t.storage.keys()).toHaveLength(keys);
}

describe('uploads: accepted files', () => {
  it('stores a PDF as a private file of its owner under a generated key', async () => {
    const body = await uploadBpm([file('营业执照.pdf', PDF, 'application/pdf'), { name: 'type', value: 'qyrzsp' }]);
    expect(body).toMatchObject({ code: 200, msg: '上传成功', data: { fileName: '营业执照.pdf', type: 'pdf', fileSize: PDF.length } });
    expect(body.data.filePath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(body.data.url).toBe(`/prod-api/common/files/${body.data.id}`);
    const [row] = await t.db.query<{ owner_user_id: string; is_public: boolean; content_type: string; upload_type: string }>(
      'SELECT s.owner_user_id, s.is_public, s.content_type, s.upload_type, u.phonenumber FROM stored_file s JOIN app_user u ON u.id = s.owner_user_id WHERE s.id = $1',
      [body.data.id],
    );
    expect(row).toMatchObject({ is_public: false, content_type: 'application/pdf', upload_type: 'qyrzsp', phonenumber: owner.form.phonenumber });
    expect(t.storage.keys()).toContain(body.data.filePath);
  });

  it('answers uploadMinio with the original name, the stored name and the address', async () => {
    const body = await t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', token: owner.token, locale: 'en', ...multipart([file('id-front.png', PNG, 'image/png')]) });
    expect(body).toMatchObject({ code: 200, msg: 'Upload successful', originalFilename: 'id-front.png', data: { fileName: 'id-front.png', type: 'png' } });
    expect(body.fileName).toBe(body.data.filePath);
    expect(body.url).toBe(body.data.url);
  });

  it('strips control characters and leading dots from the name and cuts it to length', async () => {
    const body = await uploadBpm([{ name: 'type', value: 'qyrzlc' }, file('..hidden\u202Efdp.pdf', PDF)]);
    expect(body.data.fileName).toBe('hiddenfdp.pdf');
    expect(safeFileName('in\u0000voice\u202Efdp.exe\u0007.pdf', 'pdf')).toBe('invoicefdp.exe.pdf');
    expect(safeFileName('.', 'png')).toBe('file.png');
    expect(safeFileName('photo.JPEG', 'jpg')).toBe('photo.jpeg');
    const long = safeFileName(`${'合'.repeat(300)}.pdf`, 'pdf');
    expect([...long]).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('合.pdf')).toBe(true);
  });

  it('keeps a file whose name contradicts its content under the true type and extension', async () => {
    const body = await uploadBpm([file('licence.pdf', PNG, 'application/pdf'), { name: 'type', value: 'qyrzsp' }]);
    expect(body.data).toMatchObject({ fileName: 'licence.png', type: 'png' });
    expect(body.data.filePath).toMatch(/\.png$/);
    const [row] = await t.db.query<{ content_type: string }>('SELECT content_type FROM stored_file WHERE id = $1', [body.data.id]);
    expect(row.content_type).toBe('image/png');
  });
});

describe('uploads: refusals store nothing', () => {
  it('needs a signed-in caller', async () => {
    const rows = await storedRows();
    const body = await uploadBpm([file('a.pdf', PDF), { name: 'type', value: 'qyrzsp' }], {});
    expect(body.code).toBe(401);
    expect((await t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', ...multipart([file('a.pdf', PDF)]) })).code).toBe(401);
    expect(await storedRows()).toBe(rows);
  });

  it('refuses an empty file', async () => {
    await expectRefused(() => uploadBpm([file('empty.pdf', Buffer.alloc(0)), { name: 'type', value: 'qyrzsp' }], { token: owner.token, locale: 'en' }), 'Uploaded files cannot be 0KB');
    await expectRefused(() => uploadBpm([file('empty.pdf', Buffer.alloc(0)), { name: 'type', value: 'qyrzsp' }], { token: owner.token, locale: 'lo' }), 'ໄຟລ໌ທີ່ອັບໂຫຼດຈະມີຂະໜາດ 0KB ບໍ່ໄດ້');
  });

  it('refuses a name with a path in it', async () => {
    const en = { token: owner.token, locale: 'en' };
    const msg = 'The file name cannot contain a path (/, \\ or ..); rename the file and upload it again';
    for (const name of ['../../etc/passwd.pdf', '..\\..\\windows\\report.pdf', 'reports/2026.pdf', '..']) {
      await expectRefused(() => uploadBpm([file(name, PDF), { name: 'type', value: 'qyrzsp' }], en), msg);
    }
    await expectRefused(() => t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', ...en, ...multipart([file('a/b.png', PNG)]) }), msg);
    await expectRefused(
      () => uploadBpm([file('x/y.pdf', PDF), { name: 'type', value: 'qyrzsp' }], { token: owner.token, locale: 'zh' }),
      '文件名不能包含路径（/、\\ 或 ..），请重命名后再上传',
    );
  });

  it('refuses a file over the default 20 MB, naming the figure', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 1 - PNG.length)]);
    await expectRefused(() => uploadBpm([file('big.png', big), { name: 'type', value: 'qyrzsp' }], { token: owner.token, locale: 'en' }), 'Uploaded files cannot exceed 20MB');
  });

  it('applies UPLOAD_LIMIT_MB: exactly the limit passes, one byte more is refused', async () => {
    const small = await siblingApp(t, { uploadLimitMb: 1 });
    const upload = (size: number) => {
      const body = multipart([file('scan.png', Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]))]);
      return small
        .inject({ method: 'POST', url: '/prod-api/common/uploadMinio', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${owner.token}`, 'content-language': 'en' } })
        .then((r) => r.json());
    };
    expect((await upload(1024 * 1024)).code).toBe(200);
    await expectRefused(() => upload(1024 * 1024 + 1), 'Uploaded files cannot exceed 1MB');
  });

  it('decides the type from the content, not the name or the declared type', async () => {
    const refused = 'Format error: upload a PDF, an image or an archive (zip, rar, 7z)';
    for (const [name, content] of [
      ['invoice.pdf', HTML],
      ['photo.png', ELF],
      ['setup.zip', PE],
      ['notes.pdf', Buffer.from('plain text that is not a PDF')],
    ] as const) {
      await expectRefused(() => uploadBpm([file(name, content, 'application/pdf'), { name: 'type', value: 'qyrzsp' }], { token: owner.token, locale: 'en' }), refused);
    }
  });

  it('refuses a missing file, a second file and a missing or odd type', async () => {
    const en = { token: owner.token, locale: 'en' };
    await expectRefused(() => uploadBpm([{ name: 'type', value: 'qyrzsp' }], en), 'Choose a file to upload');
    await expectRefused(() => t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', payload: { file: 'x' }, ...en }), 'Choose a file to upload');
    await expectRefused(() => uploadBpm([file('a.pdf', PDF), file('b.pdf', PDF), { name: 'type', value: 'qyrzsp' }], en), 'Upload one file at a time');
    await expectRefused(() => uploadBpm([file('a.pdf', PDF)], en), 'type is required');
    await expectRefused(() => uploadBpm([file('a.pdf', PDF), { name: 'type', value: '../x' }], en), 'The value of type is invalid');
  });
});

describe('downloading an uploaded (private) file', () => {
  it('is open to its owner only; others are told it does not exist', async () => {
    const { data } = await uploadBpm([file('授权书.pdf', PDF), { name: 'type', value: 'qyrzsp' }]);
    const mine = await t.app.inject({ method: 'GET', url: data.url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('授权书.pdf')}`,
    });
    const notFound = { code: 404, msg: 'The file does not exist' };
    expect(await t.call({ method: 'GET', url: data.url, token: other.token, locale: 'en' })).toEqual(notFound);
    expect(await t.call({ method: 'GET', url: data.url, locale: 'en' })).toEqual(notFound);
  });

  it('is open to administrators', async () => {
    const { data } = await uploadBpm([file('licence.png', PNG), { name: 'type', value: 'qyrzlc' }]);
    await t.db.query("UPDATE app_user SET role = 'admin' WHERE phonenumber = $1", [other.form.phonenumber]);
    try {
      const response = await t.app.inject({ method: 'GET', url: data.url, headers: { authorization: `Bearer ${other.token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
    } finally {
      await t.db.query("UPDATE app_user SET role = 'supplier' WHERE phonenumber = $1", [other.form.phonenumber]);
    }
  });
});
