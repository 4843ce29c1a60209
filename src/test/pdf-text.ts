import zlib from 'node:zlib';

/**
 * The text a pdfkit PDF shows, compressed or not: its FlateDecode streams are inflated, then the
 * hex strings of its TJ arrays (how pdfkit writes standard-font text, in WinAnsi bytes) decoded
 * and joined. Good enough to find a hash, a name or a label in a generated document.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const stream = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null = stream.exec(raw);
  while (match) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    parts.push([...content.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join(''));
    stream.lastIndex = end + 'endstream'.length;
    match = stream.exec(raw);
  }
  return parts.join('\n');
}
