import PDFDocument from 'pdfkit';
import { serverTranslator } from '../../core/locale';
import type { AuthorizationDocument } from './authorization-document';

export interface SignatureAudit {
  confirmationNumber: string;
  typedName: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
}

/**
 * The signed authorization as a PDF (pdfkit's Helvetica: its WinAnsi covers Spanish): the document's
 * exact text, then an audit page with what was recorded (hash, version, name, time in UTC, address,
 * user agent, language, confirmation number), labelled in the document's language.
 */
export function renderAuthorizationPdf(
  doc: AuthorizationDocument,
  audit: SignatureAudit,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = serverTranslator(doc.locale);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: opts.compress ?? true,
    info: { Title: doc.title, Author: 'Alma Villas', Subject: `${doc.version} ${doc.sha256}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(11).fillColor('#1f3b36').text('ALMA VILLAS', { characterSpacing: 2 });
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(doc.title);
  for (const section of doc.sections) {
    pdf.moveDown(0.8);
    if (section.heading) pdf.font('Helvetica-Bold').fontSize(12).text(section.heading).moveDown(0.3);
    pdf.font('Helvetica').fontSize(10);
    if (section.list) pdf.list(section.paragraphs, { bulletRadius: 2, textIndent: 12 });
    else for (const p of section.paragraphs) pdf.text(p, { paragraphGap: 4 });
  }

  pdf.addPage();
  pdf.font('Helvetica-Bold').fontSize(14).text(t('guestbookRules.pdf.auditTitle'));
  pdf.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555555').text(t('guestbookRules.pdf.auditLead'));
  pdf.moveDown(0.8).fillColor('#111111');
  const rows: [string, string, boolean?][] = [
    [t('guestbookRules.pdf.confirmationNumber'), audit.confirmationNumber],
    [t('guestbookRules.pdf.signedName'), audit.typedName],
    [t('guestbookRules.pdf.signedAt'), `${audit.signedAt.toISOString()} (UTC)`],
    [t('guestbookRules.pdf.ipAddress'), audit.ipAddress],
    [t('guestbookRules.pdf.userAgent'), audit.userAgent || '-'],
    [t('guestbookRules.pdf.language'), doc.locale],
    [t('guestbookRules.pdf.version'), doc.version],
    [t('guestbookRules.pdf.sha256'), doc.sha256, true],
  ];
  for (const [label, value, mono] of rows) {
    pdf.font('Helvetica-Bold').fontSize(9).text(label);
    pdf
      .font(mono ? 'Courier' : 'Helvetica')
      .fontSize(mono ? 8.5 : 10)
      .text(value, { paragraphGap: 6 });
  }
  pdf.moveDown(0.8).font('Helvetica').fontSize(8).fillColor('#555555').text(t('guestbookRules.pdf.hashNote'));
  pdf.end();
  return done;
}
