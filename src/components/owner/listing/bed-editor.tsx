'use client';

import type { ListingBedroom } from '@/server/owners/listings/listing.types';
import { Button } from '@/components/ui/button';
import { fieldStyles, Select } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import type { Translate } from './listing-kit';

const BED_KINDS: ListingBedroom['beds'][number]['kind'][] = ['king', 'queen', 'double', 'single', 'bunk', 'sofa', 'crib'];

/** The bedrooms of a villa, each with its names in both languages and its beds. */
export function BedEditor({
  value,
  onChange,
  t,
  errors,
}: {
  value: ListingBedroom[];
  onChange: (next: ListingBedroom[]) => void;
  t: Translate;
  errors: Record<string, string>;
}) {
  const update = (i: number, room: ListingBedroom) => onChange(value.map((r, j) => (j === i ? room : r)));
  return (
    <div className="grid gap-3" data-testid="bed-editor">
      <p className={fieldStyles.label.md}>{t('details.beds')}</p>
      {value.map((room, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id; their order is their identity
          key={i}
          className="grid gap-2 rounded-xl border border-line bg-sand/40 p-3"
          data-testid="bedroom"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t('details.bedroom', { n: i + 1 })}</p>
            <Button variant="secondary" size="sm" onPress={() => onChange(value.filter((_, j) => j !== i))}>
              {t('details.removeBedroom')}
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['en', 'es'] as const).map((lang) => (
              <TextField
                key={lang}
                label={t(lang === 'en' ? 'details.bedroomNameEn' : 'details.bedroomNameEs')}
                name={`bedroom-${i}-${lang}`}
                value={room[`name_${lang}`]}
                maxLength={80}
                onChange={(v) => update(i, { ...room, [`name_${lang}`]: v })}
              />
            ))}
          </div>
          <ul className="grid gap-2">
            {room.beds.map((bed, b) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: beds have no id
              <li key={b} className="flex flex-wrap items-end gap-2">
                <Select
                  label={t('details.bedKind')}
                  className="flex-1"
                  value={bed.kind}
                  onChange={(e) =>
                    update(i, {
                      ...room,
                      beds: room.beds.map((x, k) => (k === b ? { ...x, kind: e.target.value as typeof bed.kind } : x)),
                    })
                  }
                  options={BED_KINDS.map((k) => ({ value: k, label: t(`details.bedKinds.${k}`) }))}
                />
                <TextField
                  label={t('details.bedCount')}
                  name={`bed-${i}-${b}-count`}
                  type="number"
                  min={1}
                  max={10}
                  className="w-24"
                  value={String(bed.count)}
                  onChange={(v) => update(i, { ...room, beds: room.beds.map((x, k) => (k === b ? { ...x, count: Number(v) } : x)) })}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={room.beds.length <= 1}
                  onPress={() => update(i, { ...room, beds: room.beds.filter((_, k) => k !== b) })}
                >
                  {t('details.removeBed')}
                </Button>
              </li>
            ))}
          </ul>
          {errors[`bed_layout.${i}`] ? <span className="text-xs text-danger">{errors[`bed_layout.${i}`]}</span> : null}
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onPress={() => update(i, { ...room, beds: [...room.beds, { kind: 'single', count: 1 }] })}
          >
            {t('details.addBed')}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        data-testid="add-bedroom"
        onPress={() => onChange([...value, { name_en: '', name_es: '', beds: [{ kind: 'queen', count: 1 }] }])}
      >
        {t('details.addBedroom')}
      </Button>
    </div>
  );
}
