import { describe, expect, it } from 'vitest';
import { cleanFileName, withExtension } from './file-names';

describe('cleanFileName', () => {
  it('keeps letters of any language and drops folders', () => {
    expect(cleanFileName('recibo€.jpg', 'receipt')).toBe('recibo€.jpg');
    expect(cleanFileName('C:\\fotos\\../año/piscina.png', 'receipt')).toBe('piscina.png');
  });

  it('drops control characters (C0, DEL, C1), double quotes and bidirectional controls', () => {
    expect(cleanFileName('a\u0000b\u001fc\u007fd\u0085e"f.pdf', 'x')).toBe('abcdef.pdf');
    expect(cleanFileName('recibo\u202Egpj.exe', 'x')).toBe('recibogpj.exe');
  });

  it('falls back when nothing is left, and cuts long names between characters, never inside one', () => {
    expect(cleanFileName(' \u202E ', 'receipt')).toBe('receipt');
    expect(cleanFileName(`${'a'.repeat(99)}🌴🌴`, 'x', 100)).toBe(`${'a'.repeat(99)}🌴`);
  });
});

describe('withExtension', () => {
  it('gives the name the extension of what the bytes are', () => {
    expect(withExtension('scan.png', 'jpg', 'receipt')).toBe('scan.jpg');
    expect(withExtension('factura', 'pdf', 'receipt')).toBe('factura.pdf');
    expect(withExtension('.pdf', 'pdf', 'receipt')).toBe('receipt.pdf');
  });
});
