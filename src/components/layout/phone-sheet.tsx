'use client';

import { type ReactNode, useId, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';

const closeIcon = <CloseIcon />;

/**
 * HTML's invoker commands (`commandfor`, `command`): the browser opens and closes the dialog
 * itself, so the menu works before the page's scripts have run (public pages start them after the
 * first paint, docs/decisions/034). React 19 passes the lowercase attributes through; its types do
 * not know them yet. Browsers without them wait for the click handler, as before.
 */
function invoke(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command };
}

export interface PhoneSheetProps {
  /** The menu button's accessible name ("Open menu"). */
  openLabel: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The sheet's heading (its accessible name). */
  title: string;
  /** Test ids of the button and the sheet. */
  buttonTestId: string;
  testId: string;
  /** Classes of the menu button beyond its size and shape (a dark header's hover colour). */
  buttonClassName?: string;
  /** The sheet's content; `close` closes it (a link's onClick, before the page changes). */
  children: (close: () => void) => ReactNode;
}

/**
 * The phone's menu: a button and a full-height sheet from the right in a native modal <dialog>
 * (showModal keeps focus inside and makes the page inert, Escape closes it, the browser returns
 * focus to the button), so no dialog library is shipped. The public site's menu (MobileMenu) and
 * the staff areas' (StaffMenu) are this sheet with their own content.
 */
export function PhoneSheet({
  openLabel,
  closeLabel,
  title,
  buttonTestId,
  testId,
  buttonClassName = 'hover:bg-black/5',
  children,
}: PhoneSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        data-testid={buttonTestId}
        {...invoke(dialogId, 'show-modal')}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
          // The page behind does not scroll while the sheet is open.
          document.documentElement.style.overflow = 'hidden';
        }}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-current outline-none transition focus-visible:ring-2 focus-visible:ring-gold ${buttonClassName}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M4 8h16M8 16h12" strokeLinecap="round" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape natively. */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => {
          document.documentElement.style.overflow = '';
        }}
        data-testid={testId}
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-sand p-0 text-ink shadow-2xl transition-transform duration-300 ease-out backdrop:bg-ink/45 backdrop:backdrop-blur-sm open:translate-x-0 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto px-7 pt-5 pb-8">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="font-sans text-[0.7rem] font-semibold tracking-[0.3em] text-gold-deep uppercase">
              {title}
            </h2>
            <button
              type="button"
              {...invoke(dialogId, 'close')}
              onClick={close}
              aria-label={closeLabel}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
            >
              {closeIcon}
            </button>
          </div>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}
