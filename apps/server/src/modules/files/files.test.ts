import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS, MAX_UPLOAD_BYTES } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { multipart, type Part, PNG, UPLOAD_URL, upload as uploadFile } from '../../../test/uploads.js';
import { files } from '../../db/schema.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
/** One buffer for the size limit tests: 50 MB + 1 byte of text; the exact size is a view of it. */
const OVERSIZED_TEXT = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(DATABASE_KINDS)('files on %s', (kind) => {
  let t: TestApp;
  let filesDir: string;
  let demo: Awaited<ReturnType<typeof login>>;
  let agent: Awaited<ReturnType<typeof login>>;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-files-'));
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    demo = await login(t.app, 'demo');
    agent = await login(t.app, 'agent');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const upload = (token: string, parts: Part[], language = 'en-US') => uploadFile(t.app, token, parts, language);
  const download = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('stores a PNG and a PDF under generated names and serves them back byte for byte', async () => {
    const png = await upload(demo.AccessToken, [
      { name: 'Type', value: 'PackingList' },
      { name: 'file', value: PNG, filename: '../../etc/label.png' },
    ]);
    expect(png.body.ErrorCode).toBe(0);
    expect(png.body.Body).toEqual({
      Id: expect.any(String),
      FileName: 'label.png',
      Url: `/cms/api/BaseData/DownloadFile?id=${png.body.Body.Id}`,
      Type: 'PackingList',
      UploaderTime: t.clock().toISOString(),
      UploaderType: 1,
      Size: PNG.length,
    });
    const pdf = await upload(demo.AccessToken, [{ name: 'file', value: PDF, filename: "提单 draft's.pdf" }]);
    expect(pdf.body.Body).toMatchObject({ FileName: "提单 draft's.pdf", Type: null, Size: PDF.length });

    // Only generated names, inside FILES_DIR: the uploader's path went nowhere.
    expect(
      filesUnder(filesDir)
        .map((file) => path.relative(filesDir, file))
        .sort(),
    ).toEqual([png.body.Body.Id, pdf.body.Body.Id].sort());
    const [row] = await t.database.db.select().from(files).where(eq(files.id, png.body.Body.Id));
    expect(row).toMatchObject({
      companyId: demo.UserInfo.CompanyId,
      uploadedBy: demo.UserInfo.UserId,
      contentType: 'image/png',
      sizeBytes: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });

    const pngBack = await download(demo.AccessToken, png.body.Body.Url);
    expect(pngBack.statusCode).toBe(200);
    expect(pngBack.rawPayload.equals(PNG)).toBe(true);
    expect(pngBack.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `attachment; filename="label.png"; filename*=UTF-8''label.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    // The viewer of the same company may download it too.
    const viewer = await login(t.app, 'demo.viewer');
    const pdfBack = await download(viewer.AccessToken, pdf.body.Body.Url);
    expect(pdfBack.rawPayload.equals(PDF)).toBe(true);
    expect(pdfBack.headers['content-type']).toBe('application/pdf');
    expect(pdfBack.headers['content-disposition']).toBe(
      `attachment; filename="__ draft's.pdf"; filename*=UTF-8''%E6%8F%90%E5%8D%95%20draft%27s.pdf`,
    );
  });

  it("answers another company's file exactly like a file that does not exist", async () => {
    const mine = await upload(demo.AccessToken, [{ name: 'file', value: PNG, filename: 'stamp.png' }]);
    const theirs = await download(agent.AccessToken, mine.body.Body.Url);
    const nothing = await download(agent.AccessToken, `/cms/api/BaseData/DownloadFile?id=${randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nothing.json());
    expect(theirs.json().ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });

  it('checks the type by content: a PNG named .pdf, HTML and text that is not UTF-8 are refused', async () => {
    const before = filesUnder(filesDir).length;
    const rowsBefore = (await t.database.db.select().from(files)).length;
    const refused: [Part, string][] = [
      [{ name: 'file', value: PNG, filename: 'invoice.pdf' }, 'invoice.pdf'],
      [{ name: 'file', value: '<html><script>alert(1)</script></html>', filename: 'page.html' }, 'page.html'],
      [{ name: 'file', value: Buffer.from([0x66, 0x6f, 0xff, 0xfe, 0x0a]), filename: 'rates.csv' }, 'rates.csv'],
      [{ name: 'file', value: Buffer.from('a\u0000b'), filename: 'notes.txt' }, 'notes.txt'],
      [{ name: 'file', value: '', filename: 'empty.txt' }, 'empty.txt'],
    ];
    for (const [part, name] of refused) {
      const res = await upload(demo.AccessToken, [part]);
      expect(res.status, name).toBe(400);
      expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
      expect(res.body.Msg).toContain(name);
    }
    const csv = await upload(demo.AccessToken, [
      { name: 'file', value: '\ufeffDcgNo,ETA\nDCG26110001,2026-12-01\n', filename: 'eta.csv' },
    ]);
    expect(csv.body.ErrorCode).toBe(0);
    expect(filesUnder(filesDir).length).toBe(before + 1);
    expect((await t.database.db.select().from(files)).length).toBe(rowsBefore + 1);

    const noFile = await upload(demo.AccessToken, [{ name: 'Type', value: 'Invoice' }]);
    expect(noFile.body.Msg).toContain('file');
    const twoFiles = await upload(demo.AccessToken, [
      { name: 'file', value: PNG, filename: 'a.png' },
      { name: 'file', value: PNG, filename: 'b.png' },
    ]);
    expect(twoFiles.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    const json = await call(t.app, { method: 'POST', url: UPLOAD_URL, token: demo.AccessToken, payload: {} });
    expect(json.status).toBe(415);
    // The 50M limit is the upload's alone: JSON keeps its 1 MiB limit, and other routes refuse multipart.
    const bigJson = await call(t.app, {
      method: 'POST',
      url: UPLOAD_URL,
      token: demo.AccessToken,
      payload: { padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(bigJson.status).toBe(413);
    const elsewhere = multipart([{ name: 'Content', value: 'hello' }]);
    const feedback = await call(t.app, {
      method: 'POST',
      url: '/cms/api/FeedBack/Add',
      token: demo.AccessToken,
      ...elsewhere,
    });
    expect(feedback.status).toBe(415);
    expect(filesUnder(filesDir).length).toBe(before + 1);
  });

  it('accepts exactly 50 MB and refuses one byte more with 413, the 50M message and nothing left behind', async () => {
    const exact = await upload(demo.AccessToken, [
      { name: 'file', value: OVERSIZED_TEXT.subarray(0, MAX_UPLOAD_BYTES), filename: 'big.txt' },
    ]);
    expect(exact.body.ErrorCode).toBe(0);
    expect(exact.body.Body.Size).toBe(MAX_UPLOAD_BYTES);
    expect(fs.statSync(path.join(filesDir, exact.body.Body.Id)).size).toBe(MAX_UPLOAD_BYTES);

    const before = filesUnder(filesDir);
    const rowsBefore = (await t.database.db.select().from(files)).length;
    const tooLarge = await upload(
      demo.AccessToken,
      [{ name: 'file', value: OVERSIZED_TEXT, filename: 'big.txt' }],
      'zh-CN',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.ErrorCode).toBe(ERRORS.PayloadTooLarge.ErrorCode);
    expect(tooLarge.body.Msg).toContain('50M');
    expect(tooLarge.body.Msg).toContain('上传文件大小不能超过');
    expect(filesUnder(filesDir)).toEqual(before);
    expect((await t.database.db.select().from(files)).length).toBe(rowsBefore);
  });
});
