import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/button-styles';
import { Select } from '@/components/ui/field';
import { ListFilters } from '@/components/ui/list-filters';

/** Previous/next month links and the month, villa and (for administrators) owner of the statement shown, as a plain GET form. */
export async function EarningsFilters({
  action,
  current,
  months,
  villas,
  owners,
  monthHref,
}: {
  /** /broker/earnings, localized. */
  action: string;
  current: { month: string; property?: number | undefined; owner?: number | undefined; previous: string; next: string };
  /** The months to choose from, newest first, with their names. */
  months: { value: string; label: string }[];
  villas: { id: number; name: string }[];
  /** The owners to choose from; null when the viewer is not an administrator (no owner filter). */
  owners: { id: number; name: string }[] | null;
  /** The address of another month, the other filters kept. */
  monthHref: (month: string) => string;
}) {
  const t = await getTranslations('ownerEarnings');
  // One column on a phone (the buttons span both of the grid's two), a row from sm up.
  const wide = 'col-span-2 sm:col-span-1';
  const pill = buttonStyles({ variant: 'secondary', size: 'md' });
  return (
    <ListFilters
      action={action}
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      resetLabel={t('filters.reset')}
      testId="earnings-filters"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white/80 p-4 sm:grid-cols-[auto_1fr_1fr_1fr_auto] sm:items-end"
    >
      <div className={`${wide} flex items-end gap-2`}>
        {(
          [
            [current.previous, 'filters.previous', 'month-prev', '‹'],
            [current.next, 'filters.next', 'month-next', '›'],
          ] as const
        ).map(([month, label, testId, arrow]) => (
          <a key={testId} href={monthHref(month)} className={pill} aria-label={t(label)} data-testid={testId}>
            {arrow}
          </a>
        ))}
      </div>
      <Select label={t('filters.month')} name="month" className={wide} defaultValue={current.month} options={months} />
      {(
        [
          ['property', 'filters.property', 'allVillas', current.property, villas],
          ['owner', 'filters.owner', 'allOwners', current.owner, owners],
        ] as const
      ).map(([name, label, anyLabel, value, choices]) =>
        choices ? (
          <Select
            key={name}
            label={t(label)}
            name={name}
            className={wide}
            defaultValue={value ?? ''}
            options={[{ value: '', label: t(anyLabel) }, ...choices.map((c) => ({ value: c.id, label: c.name }))]}
          />
        ) : (
          <span key={name} className="hidden sm:block" />
        ),
      )}
    </ListFilters>
  );
}
