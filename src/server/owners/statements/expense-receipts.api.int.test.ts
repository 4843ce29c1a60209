import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as receiptRoute } from '@/app/v1/owner/expenses/[id]/receipt/route';
import { POST as expenseRoute } from '@/app/v1/owner/expenses/route';
import { rows } from '@/server/db/raw';
import { privateFilePath } from '@/server/messaging/private-files';
import { apiRequest, TEST_ORIGIN } from '@/test/api-client';
import { earningsWorld } from '@/test/owner-fixtures-earnings';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Expense receipts as every other private upload (issue 28, finding 7): the role is settled before
 * the body is read, the type by the bytes, pictures re-encoded without their metadata, the name kept
 * safe and sent back with RFC 6266/5987 (any letter in it), private and sandboxed.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let w: Awaited<ReturnType<typeof earningsWorld>>;
let privateDir = '';

beforeAll(async () => {
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-receipts-'));
  process.env.PRIVATE_FILES_DIR = privateDir;
  database = await useTestDatabase();
  w = await earningsWorld(database.orm);
});
afterAll(async () => {
  await database?.dispose();
  delete process.env.PRIVATE_FILES_DIR;
  fs.rmSync(privateDir, { recursive: true, force: true });
});

const storedFiles = () => (fs.existsSync(path.join(privateDir, 'receipts')) ? fs.readdirSync(path.join(privateDir, 'receipts')) : []);

/** POST /v1/owner/expenses as a form with a receipt, the way the earnings page sends it. */
async function postReceipt(token: string, receipt: { name: string; type: string; bytes: Uint8Array }, acceptLanguage = 'en') {
  const form = new FormData();
  form.set('date', '2026-03-06');
  form.set('property', String(w.villa.id));
  form.set('description', 'Pool repair');
  form.set('amount_cents', '12500');
  form.set('receipt', new Blob([new Uint8Array(receipt.bytes)], { type: receipt.type }), receipt.name);
  const encoded = new Response(form);
  const res = await expenseRoute(
    apiRequest('POST', '/v1/owner/expenses', {
      bearer: token,
      acceptLanguage,
      raw: { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' },
    }),
  );
  return { status: res.status, body: (await res.json()) as { data?: { id: number; receipt_name: string }; code?: string; error?: string } };
}

/** The same form written by hand, the receipt's name given as RFC 5987 `filename*` (as some API clients send it). */
async function postReceiptNamedStar(token: string, encodedName: string, bytes: Uint8Array) {
  const fields = { date: '2026-03-07', property: String(w.villa.id), description: 'Gardener', amount_cents: '1000' };
  const head = Object.entries(fields)
    .map(([k, v]) => `--x\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const part = `--x\r\nContent-Disposition: form-data; name="receipt"; filename*=UTF-8''${encodedName}\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head + part), bytes, Buffer.from('\r\n--x--\r\n')]);
  const res = await expenseRoute(
    apiRequest('POST', '/v1/owner/expenses', {
      bearer: token,
      raw: { body: new Uint8Array(body), type: 'multipart/form-data; boundary=x' },
    }),
  );
  return { status: res.status, body: (await res.json()) as { data?: { id: number; receipt_name: string } } };
}

const download = (token: string, id: number) =>
  receiptRoute(apiRequest('GET', `/v1/owner/expenses/${id}/receipt`, { bearer: token }), { params: Promise.resolve({ id: String(id) }) });

describe('expense receipts', () => {
  it('serves a receipt named recibo€.jpg (was a 500): RFC 6266/5987 name, private, sandboxed, re-encoded without its EXIF', async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'Behind the pool house' } })
      .toBuffer();
    const created = await postReceipt(w.concierge.token, { name: 'recibo€.jpg', type: 'image/jpeg', bytes: photo });
    expect(created.status).toBe(201);
    expect(created.body.data?.receipt_name).toBe('recibo€.jpg');
    const id = created.body.data?.id ?? 0;

    const res = await download(w.owner.token, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="recibo?.jpg"; filename*=UTF-8''recibo%E2%82%AC.jpg`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 60, 40, undefined]);
    expect(served.includes('Secret Owner')).toBe(false);
    const [row] = await rows<{ receipt_path: string }>(database.orm, sql`select receipt_path from owner_expenses where id = ${id}`);
    expect(fs.readFileSync(privateFilePath(row?.receipt_path ?? '')).equals(served)).toBe(true);

    // The same name sent as `filename*`: it was stored right, then its download threw on the header (500).
    const starred = await postReceiptNamedStar(w.admin.token, 'recibo%E2%82%AC.jpg', photo);
    expect([starred.status, starred.body.data?.receipt_name]).toEqual([201, 'recibo€.jpg']);
    const again = await download(w.concierge.token, starred.body.data?.id ?? 0);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toBe(`inline; filename="recibo?.jpg"; filename*=UTF-8''recibo%E2%82%AC.jpg`);
  });

  it('keeps a PDF as sent, downloads it as an attachment, and stores its name without folders or bidirectional controls', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    // U+202E (right-to-left override) would make the name read backwards on screen; the type comes from the bytes, not the name.
    const created = await postReceipt(w.admin.token, {
      name: '../../factura (1)\u202E ñ.exe',
      type: 'application/octet-stream',
      bytes: pdf,
    });
    expect(created.status).toBe(201);
    expect(created.body.data?.receipt_name).toBe('factura (1) ñ.pdf');
    const res = await download(w.owner.token, created.body.data?.id ?? 0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="factura (1) ?.pdf"; filename*=UTF-8''factura%20%281%29%20%C3%B1.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses bytes that claim to be a picture but do not decode with 422 in the caller’s language, storing nothing', async () => {
    const before = storedFiles().length;
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(400, 7)]);
    const res = await postReceipt(w.admin.token, { name: 'roto.jpg', type: 'image/jpeg', bytes: broken }, 'es');
    expect([res.status, res.body.code, res.body.error]).toEqual([
      422,
      'receipt_unreadable',
      'No pudimos leer «roto.jpg» como una foto. Prueba con otro archivo.',
    ]);
    expect(storedFiles().length).toBe(before);
  });

  it('answers a wrong role 403 before reading a byte of the upload', async () => {
    for (const token of [w.owner.token, w.guest.token]) {
      let pulled = 0;
      const chunk = new Uint8Array(64 * 1024).fill(0x61);
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += 1;
            if (pulled === 1)
              controller.enqueue(
                new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="receipt"; filename="r.pdf"\r\n\r\n%PDF-1.4\n'),
              );
            else if (pulled < 80) controller.enqueue(chunk);
            else {
              controller.enqueue(new TextEncoder().encode('\r\n--x--\r\n'));
              controller.close();
            }
          },
        },
        // No read ahead: a chunk is pulled only when the server reads.
        { highWaterMark: 0 },
      );
      const req = new Request(`${TEST_ORIGIN}/v1/owner/expenses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
        body,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      const res = await expenseRoute(req);
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([403, 'forbidden']);
      expect(pulled).toBe(0);
    }
  });
});
