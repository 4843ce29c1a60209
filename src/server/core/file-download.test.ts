import { describe, expect, it } from 'vitest';
import { contentDisposition, privateFileHeaders } from './file-download';

describe('contentDisposition (RFC 6266, RFC 5987)', () => {
  it('sends a plain ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'statement-2026-03.csv')).toBe('attachment; filename="statement-2026-03.csv"');
  });

  it('adds filename* in UTF-8 for any other letter, and an ASCII stand-in a header can carry', () => {
    expect(contentDisposition('inline', 'recibo€.jpg')).toBe(`inline; filename="recibo?.jpg"; filename*=UTF-8''recibo%E2%82%AC.jpg`);
    expect(contentDisposition('attachment', 'Año 🌴.pdf')).toBe(
      `attachment; filename="A?o ?.pdf"; filename*=UTF-8''A%C3%B1o%20%F0%9F%8C%B4.pdf`,
    );
    // Every value must be a header's bytes: the Response constructor threw on `€` (the 500 of finding 7).
    expect(() => new Headers({ 'content-disposition': contentDisposition('inline', 'recibo€.jpg') })).not.toThrow();
  });

  it('percent-encodes what RFC 5987 leaves out of attr-char, and escapes quotes in the quoted name', () => {
    expect(contentDisposition('attachment', "l'été (1)*.pdf")).toBe(
      `attachment; filename="l'?t? (1)*.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf`,
    );
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe('attachment; filename="a\\"b\\\\c.pdf"');
  });

  it('never throws on a lone surrogate (encodeURIComponent would)', () => {
    expect(contentDisposition('attachment', 'x\uD83C.pdf')).toBe(`attachment; filename="x?.pdf"; filename*=UTF-8''x%EF%BF%BD.pdf`);
  });
});

describe('privateFileHeaders', () => {
  it('keeps a private file out of every cache, unsniffed, sandboxed; pictures inline, PDFs downloaded', () => {
    const picture = privateFileHeaders({ body: Buffer.alloc(3), size: 3, contentType: 'image/png', fileName: 'plan.png' });
    expect(picture).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': '3',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline; filename="plan.png"',
    });
    expect(
      privateFileHeaders({ body: Buffer.alloc(0), size: 0, contentType: 'application/pdf', fileName: 'f.pdf' })['Content-Disposition'],
    ).toBe('attachment; filename="f.pdf"');
  });
});
