import type { PayPanelLabels } from './pay-panel';

type T = (key: string, values?: Record<string, string | number>) => string;

/** The pay panel's words from `tripPages.pay` (server side, so the client gets plain strings). */
export function payPanelLabels(t: T, card: 'stripe' | 'demo' | null): PayPanelLabels {
  const keys = [
    'heading',
    'intro',
    'scopeLegend',
    'scopeNext',
    'scopeBalance',
    'methodLegend',
    'methodTransfer',
    'continue',
    'working',
    'network',
    'demoBanner',
    'demoCards',
    'cardNumber',
    'cardExpiry',
    'cardCvc',
    'cardName',
    'pay',
    'authTitle',
    'authText',
    'authApprove',
    'authFail',
    'succeeded',
    'processing',
    'transferHeading',
    'transferText',
    'beneficiary',
    'bank',
    'iban',
    'swift',
    'reference',
    'amount',
    'copy',
    'copied',
    'transferDemo',
    'stripeLoading',
    'back',
  ] as const;
  const labels = Object.fromEntries(keys.map((k) => [k, t(k)])) as Omit<PayPanelLabels, 'methodCard'>;
  return { ...labels, methodCard: card === 'demo' ? t('methodCardDemo') : t('methodCard') };
}
