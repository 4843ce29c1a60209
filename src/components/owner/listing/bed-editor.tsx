'use client';

import type { ListingBedroom } from '@/server/owners/listings/listing.types';
import { inputClass, labelClass, secondaryButtonClass, type Translate } from './listing-kit';

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
      <p className={labelClass}>{t('details.beds')}</p>
      {value.map((room, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms have no id; their order is their identity
          key={i}
          className="grid gap-2 rounded-xl border border-line bg-sand/40 p-3"
          data-testid="bedroom"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">{t('details.bedroom', { n: i + 1 })}</p>
            <button type="button" className={secondaryButtonClass} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              {t('details.removeBedroom')}
            </button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={labelClass}>
              {t('details.bedroomNameEn')}
              <input
                className={inputClass}
                value={room.name_en}
                maxLength={80}
                onChange={(e) => update(i, { ...room, name_en: e.target.value })}
              />
            </label>
            <label className={labelClass}>
              {t('details.bedroomNameEs')}
              <input
                className={inputClass}
                value={room.name_es}
                maxLength={80}
                onChange={(e) => update(i, { ...room, name_es: e.target.value })}
              />
            </label>
          </div>
          <ul className="grid gap-2">
            {room.beds.map((bed, b) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: beds have no id
              <li key={b} className="flex flex-wrap items-end gap-2">
                <label className={`${labelClass} min-w-0 flex-1`}>
                  {t('details.bedKind')}
                  <select
                    className={inputClass}
                    value={bed.kind}
                    onChange={(e) =>
                      update(i, {
                        ...room,
                        beds: room.beds.map((x, k) => (k === b ? { ...x, kind: e.target.value as typeof bed.kind } : x)),
                      })
                    }
                  >
                    {BED_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`details.bedKinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={`${labelClass} w-24`}>
                  {t('details.bedCount')}
                  <input
                    type="number"
                    min={1}
                    max={10}
                    className={inputClass}
                    value={bed.count}
                    onChange={(e) =>
                      update(i, { ...room, beds: room.beds.map((x, k) => (k === b ? { ...x, count: Number(e.target.value) } : x)) })
                    }
                  />
                </label>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={room.beds.length <= 1}
                  onClick={() => update(i, { ...room, beds: room.beds.filter((_, k) => k !== b) })}
                >
                  {t('details.removeBed')}
                </button>
              </li>
            ))}
          </ul>
          {errors[`bed_layout.${i}`] ? <span className="text-xs text-danger">{errors[`bed_layout.${i}`]}</span> : null}
          <button
            type="button"
            className={`${secondaryButtonClass} justify-self-start`}
            onClick={() => update(i, { ...room, beds: [...room.beds, { kind: 'single', count: 1 }] })}
          >
            {t('details.addBed')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${secondaryButtonClass} justify-self-start`}
        data-testid="add-bedroom"
        onClick={() => onChange([...value, { name_en: '', name_es: '', beds: [{ kind: 'queen', count: 1 }] }])}
      >
        {t('details.addBedroom')}
      </button>
    </div>
  );
}
