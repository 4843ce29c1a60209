import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { refundWhenLabel } from '@/lib/refund-when';
import { CANCELLATION_POLICY_NAMES, refundScheduleFor } from '@/server/booking/cancellation-policies';

/**
 * The refund table, built from the same tiers `refundPercentFor` uses, so what guests read is what
 * the code applies. One row group per policy keeps it two columns wide, readable on a phone.
 */
export async function CancellationPolicyTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'info.cancellationPolicies' });
  return (
    <section
      aria-labelledby="policy-table-heading"
      id="policies"
      className="scroll-mt-28 pb-14 md:pb-20 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16"
    >
      <h2 id="policy-table-heading" className="font-serif text-3xl leading-tight md:text-[2.5rem] lg:sticky lg:top-28 lg:self-start">
        {t('table.heading')}
      </h2>
      <div className="mt-8 overflow-x-auto lg:mt-2">
        <table className="w-full min-w-[18rem] border-collapse text-left">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead>
            <tr className="border-b border-ink/80 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
              <th scope="col" className="py-3 pr-4 font-semibold">
                {t('table.whenColumn')}
              </th>
              <th scope="col" className="py-3 text-right font-semibold md:w-72">
                {t('table.refundColumn')}
              </th>
            </tr>
          </thead>
          {CANCELLATION_POLICY_NAMES.map((policy) => (
            <tbody key={policy} className="border-b border-line" data-policy={policy}>
              <tr>
                <th scope="rowgroup" colSpan={2} className="pt-8 pb-3 font-normal">
                  <span className="block font-serif text-2xl text-ink md:text-3xl">{t(`policies.${policy}.name`)}</span>
                  <span className="mt-1 block text-sm text-muted">{t(`policies.${policy}.summary`)}</span>
                </th>
              </tr>
              {refundScheduleFor(policy).map((row) => (
                <tr
                  key={`${row.minDays}-${row.maxDays}`}
                  className="border-t border-line/70 first:border-t-0"
                  data-min-days={row.minDays ?? ''}
                  data-max-days={row.maxDays ?? ''}
                  data-refund-percent={row.refundPercent}
                >
                  <th scope="row" className="py-4 pr-4 align-top text-[0.975rem] font-normal text-ink-soft">
                    {refundWhenLabel(t, row)}
                  </th>
                  <td className="py-4 text-right align-top">
                    <span className={`block text-[0.975rem] ${row.refundPercent > 0 ? 'font-semibold text-ink' : 'text-muted'}`}>
                      {row.refundPercent > 0 ? t('table.refundPercent', { percent: row.refundPercent }) : t('table.noRefund')}
                    </span>
                    <span aria-hidden="true" className="mt-2 ml-auto block h-0.5 w-24 bg-line md:w-40">
                      <span className="block h-full bg-gold" style={{ width: `${row.refundPercent}%` }} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
