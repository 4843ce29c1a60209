'use client';

import { Select } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';

/** Why an owner blocks nights (an iCal import's block is the sync's, never chosen here). */
export type BlockReason = 'owner' | 'maintenance';

/**
 * A block's reason and note, side by side from sm up (controlled): used by the villa's calendar and
 * the owner's calendar of every villa. Test ids `${testIdPrefix}-reason` and `${testIdPrefix}-note`.
 */
export function BlockReasonFields({
  labels,
  reason,
  onReason,
  note,
  onNote,
  noteError,
  testIdPrefix,
}: {
  labels: { reason: string; note: string; owner: string; maintenance: string };
  reason: BlockReason;
  onReason: (reason: BlockReason) => void;
  note: string;
  onNote: (note: string) => void;
  /** The API's `fields.note`, beside the note. */
  noteError?: string | undefined;
  testIdPrefix: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <Select
        label={labels.reason}
        value={reason}
        onChange={(e) => onReason(e.target.value as BlockReason)}
        data-testid={`${testIdPrefix}-reason`}
        options={[
          { value: 'owner', label: labels.owner },
          { value: 'maintenance', label: labels.maintenance },
        ]}
      />
      <TextField
        label={labels.note}
        name="note"
        value={note}
        maxLength={300}
        onChange={onNote}
        error={noteError}
        data-testid={`${testIdPrefix}-note`}
      />
    </div>
  );
}
