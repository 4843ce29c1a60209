import PDFDocument from 'pdfkit';
import { formatIsoDate, formatMoney } from '@/lib/format';

/** A payment's receipt as the guest downloads it (GET …/payments/{paymentId}/receipt.pdf). */
export interface ReceiptModel {
  locale: 'en' | 'es';
  receiptNumber: string;
  paidAt: string;
  timeZone: string;
  guestName: string;
  confirmationNumber: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  method: { kind: 'card'; last4: string | null; demo: boolean } | { kind: 'bank_transfer'; reference: string };
  amountCents: number;
  currency: string;
  /** Right after this payment (figuresOf): the balance of the stay, and the security deposit still to be paid apart. */
  stayBalanceAfterCents: number;
  depositToCollectAfterCents: number;
}

const WORDS = {
  en: {
    title: 'Payment receipt',
    number: 'Receipt number',
    date: 'Date paid',
    guest: 'Guest',
    confirmation: 'Confirmation number',
    villa: 'Villa',
    stay: 'Stay',
    method: 'Method',
    card: 'Card',
    transfer: 'Bank transfer, reference',
    amount: 'Amount paid',
    balance: 'Balance of the stay after this payment',
    deposit: 'Security deposit still to be paid (refundable)',
    demo: 'Demonstration: no money moved.',
    thanks: 'Thank you for staying with Alma Villas.',
  },
  es: {
    title: 'Recibo de pago',
    number: 'Número de recibo',
    date: 'Fecha de pago',
    guest: 'Huésped',
    confirmation: 'Número de confirmación',
    villa: 'Villa',
    stay: 'Estancia',
    method: 'Método',
    card: 'Tarjeta',
    transfer: 'Transferencia bancaria, referencia',
    amount: 'Importe pagado',
    balance: 'Saldo de la estancia tras este pago',
    deposit: 'Depósito de seguridad pendiente de pago (reembolsable)',
    demo: 'Demostración: no se movió dinero.',
    thanks: 'Gracias por alojarse con Alma Villas.',
  },
} as const;

/**
 * The receipt as a one-page PDF in the guest's language, with pdfkit's built-in Helvetica (its
 * WinAnsi encoding covers Spanish: "Depósito", "Señal"); no font file is read or fetched.
 */
export function renderReceiptPdf(model: ReceiptModel, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const w = WORDS[model.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: opts.compress ?? true,
    info: { Title: `${w.title} ${model.receiptNumber}`, Author: 'Alma Villas' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatMoney(model.locale, cents, model.currency);
  const paidOn = new Intl.DateTimeFormat(model.locale === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: model.timeZone }).format(
    new Date(model.paidAt),
  );
  const method =
    model.method.kind === 'card'
      ? `${w.card}${model.method.last4 ? ` •••• ${model.method.last4}` : ''}`
      : `${w.transfer} ${model.method.reference}`;
  doc.font('Helvetica-Bold').fontSize(22).text('Alma Villas');
  doc.moveDown(0.3).font('Helvetica').fontSize(14).text(w.title);
  doc.moveDown(1.2);
  const rows: [string, string][] = [
    [w.number, model.receiptNumber],
    [w.date, paidOn],
    [w.guest, model.guestName],
    [w.confirmation, model.confirmationNumber],
    [w.villa, model.propertyName],
    [w.stay, `${formatIsoDate(model.locale, model.checkIn)} – ${formatIsoDate(model.locale, model.checkOut)}`],
    [w.method, method],
    [w.amount, money(model.amountCents)],
    [w.balance, money(Math.max(0, model.stayBalanceAfterCents))],
    ...(model.depositToCollectAfterCents > 0 ? [[w.deposit, money(model.depositToCollectAfterCents)] as [string, string]] : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fillColor('#555555').text(label, 56, y, { width: 200 });
    doc
      .font(label === w.amount ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor('#111111')
      .text(value, 260, y, { width: 280 });
    doc.moveDown(0.6);
  }
  if (model.method.kind === 'card' && model.method.demo) {
    doc.moveDown(1).font('Helvetica-Bold').fillColor('#9a3412').text(w.demo, 56);
  }
  doc.moveDown(2).font('Helvetica').fillColor('#555555').text(w.thanks, 56);
  doc.end();
  return done;
}
