import PDFDocument from 'pdfkit';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney, formatMonth } from '@/lib/format';
import { type CsvCell, csvAmount, toCsv } from '../../core/csv';
import { serverTranslator } from '../../core/locale';
import type { ApiStatement, ApiStatementLine } from './statements.types';

/** Cents as a plain decimal for spreadsheets: -1234 → "-12.34" (no currency sign, no grouping). */
export function decimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function lineWhat(t: ReturnType<typeof serverTranslator>, l: ApiStatementLine): string {
  if (l.type === 'revenue') return t('ownerEarnings.line.stay', { number: l.confirmation_number ?? '' });
  if (l.type === 'adjustment') return t('ownerEarnings.line.correction', { number: l.confirmation_number ?? '', month: l.of_month ?? '' });
  if (l.type === 'expense') return l.description;
  return t('ownerEarnings.line.payout', { reference: l.description });
}

/**
 * The statement as CSV (the shared writer: BOM, quoted text, formulas neutralised): a header, one
 * row per line, then the totals; amounts as numbers in dollars, so a spreadsheet adds them up.
 */
export function statementCsv(s: ApiStatement, locale: Locale): string {
  const t = serverTranslator(locale);
  const h = (k: string) => t(`ownerEarnings.csv.${k}`);
  const header = ['month', 'type', 'date', 'property', 'reference', 'description', 'nights', 'cleaning', 'commission', 'amount', 'net'].map(
    h,
  );
  const out: CsvCell[][] = [];
  for (const l of s.lines) {
    out.push([
      s.month,
      t(`ownerEarnings.type.${l.type}`),
      l.date ?? l.check_in ?? null,
      l.property_name ?? t('ownerEarnings.allVillas'),
      l.confirmation_number ?? (l.expense_id ? `E-${l.expense_id}` : l.payout_id ? `P-${l.payout_id}` : null),
      lineWhat(t, l),
      csvAmount(l.nights_cents),
      csvAmount(l.cleaning_cents),
      csvAmount(l.commission_cents),
      csvAmount(l.amount_cents),
      csvAmount(l.net_cents),
    ]);
  }
  const tot = s.totals;
  const totals: [string, number][] = [
    ['opening', tot.opening_cents],
    ['revenue', tot.owner_revenue_cents],
    ['adjustments', tot.adjustments_cents],
    ['commission', tot.commission_cents],
    ['expenses', tot.expenses_cents],
    ['net', tot.net_cents],
    ['payouts', tot.payouts_cents],
    ['closing', tot.closing_cents],
  ];
  for (const [k, cents] of totals)
    out.push([s.month, h('total'), null, null, null, t(`ownerEarnings.totals.${k}`), null, null, null, null, csvAmount(cents)]);
  return toCsv(header, out);
}

/** The statement as a PDF in the request's language (pdfkit's Helvetica: its WinAnsi covers Spanish). */
export function statementPdf(s: ApiStatement, locale: Locale, scopeLabel: string, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const t = serverTranslator(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: opts.compress ?? true,
    info: { Title: `${t('ownerEarnings.pdf.title')} ${s.month}`, Author: 'Alma Villas' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatMoney(locale, cents, s.currency);
  const monthName = formatMonth(locale, s.month);
  doc.font('Helvetica-Bold').fontSize(20).text('Alma Villas');
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(13)
    .text(`${t('ownerEarnings.pdf.title')} · ${monthName}`);
  doc.fontSize(10).fillColor('#555555').text(scopeLabel);
  doc.text(
    s.state === 'issued' && s.issued_at
      ? t('ownerEarnings.state.issued', { date: formatIsoDate(locale, s.issued_at.slice(0, 10)) })
      : t('ownerEarnings.state.open', { date: formatIsoDate(locale, s.issues_on) }),
  );
  doc.moveDown(1).fillColor('#111111');

  const cols = [48, 110, 300, 400, 480];
  const row = (cells: string[], bold = false) => {
    const y0 = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const widths = [60, 185, 95, 75, 67];
    let bottom = y0;
    cells.forEach((c, i) => {
      doc.text(c, cols[i], y0, { width: widths[i], align: i >= 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
    doc.x = 48;
    if (doc.y > 760) doc.addPage();
  };
  row(
    [
      t('ownerEarnings.table.date'),
      t('ownerEarnings.table.line'),
      t('ownerEarnings.table.property'),
      t('ownerEarnings.table.commission'),
      t('ownerEarnings.table.net'),
    ],
    true,
  );
  if (s.lines.length === 0) row(['', t('ownerEarnings.empty'), '', '', '']);
  for (const l of s.lines) {
    const amount = l.type === 'payout' ? -l.amount_cents : l.net_cents;
    row([
      l.date ?? l.check_in ?? '',
      `${t(`ownerEarnings.type.${l.type}`)}: ${lineWhat(t, l)}`,
      l.property_name ?? t('ownerEarnings.allVillas'),
      l.commission_cents ? money(-l.commission_cents) : '',
      money(amount),
    ]);
  }
  doc.moveDown(1);
  const tot = s.totals;
  const totals: [string, number][] = [
    ['opening', tot.opening_cents],
    ['revenue', tot.owner_revenue_cents],
    ['adjustments', tot.adjustments_cents],
    ['commission', -tot.commission_cents],
    ['expenses', -tot.expenses_cents],
    ['net', tot.net_cents],
    ['payouts', -tot.payouts_cents],
    ['closing', tot.closing_cents],
  ];
  for (const [k, cents] of totals) {
    const y0 = doc.y;
    const strong = k === 'net' || k === 'closing';
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(t(`ownerEarnings.totals.${k}`), 300, y0, { width: 150 });
    doc.text(money(cents), 450, y0, { width: 97, align: 'right' });
    doc.x = 48;
  }
  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor('#555555').text(t('ownerEarnings.pdf.rule'), 48);
  doc.end();
  return done;
}
