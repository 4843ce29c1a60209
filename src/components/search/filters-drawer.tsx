'use client';

import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { type SearchState, withChange } from '@/lib/search-state';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import type { ResultsLabels } from './results-types';
import { CloseIcon } from '@/components/ui/icons';

/**
 * The filters on a phone: a bottom sheet holding a draft of the search, applied by "Show villas"
 * (react-aria: focus kept inside, Escape and the backdrop close it without applying).
 */
export function FiltersDrawer({
  panel,
  state,
  labels,
  onApply,
  onClose,
}: {
  panel: Omit<FilterPanelProps, 'value' | 'onChange' | 'onClear' | 'compact'>;
  state: SearchState;
  labels: ResultsLabels;
  onApply: (next: SearchState) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(state);
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-sm"
    >
      <Modal className="fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-3xl bg-[#fffdf9] shadow-2xl outline-none">
        <Dialog data-testid="filters-drawer" className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between border-b border-line px-5 py-3">
                <Heading slot="title" className="font-serif text-2xl">
                  {labels.filters.title}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={labels.closeFilters}
                  className="-mr-2 inline-flex size-11 items-center justify-center rounded-full outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
                <FilterPanel
                  {...panel}
                  value={draft}
                  onChange={(patch) => setDraft((d) => withChange(d, patch))}
                  onClear={(next) => setDraft(next)}
                  compact
                />
              </div>
              <div className="border-t border-line px-5 py-4">
                <Button
                  data-testid="filters-apply"
                  onPress={() => {
                    onApply(draft);
                    close();
                  }}
                  className="h-12 w-full rounded-xl bg-sea text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase outline-none hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
                >
                  {labels.apply}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
