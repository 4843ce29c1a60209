'use client';

import { type ReactNode, useId } from 'react';
import { Dialog, DialogTrigger, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';

export { DialogTrigger };

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** On the dialog element (e2e selectors). */
  testId?: string;
  /** `alertdialog` for a confirmation that interrupts (Disable this user?). */
  role?: 'dialog' | 'alertdialog';
  /** `md` (28rem) for a question, `lg` (34rem) for an editor. */
  size?: 'md' | 'lg';
  /**
   * Open while mounted: render it when needed and unmount it in `onClose` (Escape, a click outside,
   * a Button with slot="close"). Without it, the Modal takes its state from the surrounding
   * <DialogTrigger> (or from `isOpen`/`onOpenChange`).
   */
  onClose?: () => void;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Closes on a click outside (default true). */
  isDismissable?: boolean;
  /** The id of the element that says what the dialog is about (its aria-describedby). */
  describedBy?: string;
}

const WIDTH = { md: 'max-w-md', lg: 'max-w-[34rem]' } as const;

/**
 * A modal dialog (react-aria's: focus moves in and is trapped, Escape closes, focus returns to the
 * trigger, the page behind is inert) with its title as the dialog's name.
 *
 *   <DialogTrigger><Button>Invite</Button><Modal title="Invite">…</Modal></DialogTrigger>
 *   {editing ? <Modal title="Edit" onClose={() => setEditing(null)}>…</Modal> : null}
 */
export function Modal({
  title,
  children,
  testId,
  role = 'dialog',
  size = 'md',
  onClose,
  isOpen,
  onOpenChange,
  isDismissable = true,
  describedBy,
}: ModalProps) {
  let state: { isOpen?: boolean; onOpenChange?: (open: boolean) => void } = {};
  if (onClose !== undefined) {
    state = {
      isOpen: isOpen ?? true,
      onOpenChange: (open) => {
        onOpenChange?.(open);
        if (!open) onClose();
      },
    };
  } else if (isOpen !== undefined) state = { isOpen, onOpenChange };
  return (
    <ModalOverlay
      {...state}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-3 sm:p-4"
    >
      <AriaModal
        className={`max-h-[calc(100dvh-1.5rem)] w-full ${WIDTH[size]} overflow-y-auto rounded-2xl border border-line bg-white p-5 text-ink shadow-xl`}
      >
        <Dialog role={role} className="outline-none" data-testid={testId} aria-describedby={describedBy}>
          <Heading slot="title" className="font-serif text-xl break-words">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/** A dialog's footer: Cancel (closes it) and the dialog's own action(s), at the end of the row. */
export function ModalActions({
  cancel,
  size = 'md',
  className = 'mt-2',
  children,
}: {
  cancel: string;
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      <Button slot="close" variant="secondary" size={size}>
        {cancel}
      </Button>
      {children}
    </div>
  );
}

/** The server's sentence in a dialog, announced (a field's own message sits beside its field). */
export function DialogError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
      {message}
    </p>
  ) : null;
}

export interface ConfirmModalProps extends Omit<ModalProps, 'children' | 'role' | 'describedBy' | 'size'> {
  /** The question, which also describes the dialog (its aria-describedby). */
  text: ReactNode;
  /** The Cancel button's word. */
  cancel: string;
  /** The confirming button(s), after Cancel. */
  children: ReactNode;
}

/**
 * A confirmation that interrupts (an alertdialog): the question, then Cancel and the confirming
 * action. Opened like a Modal: inside a <DialogTrigger>, with `isOpen`/`onOpenChange`, or mounted with `onClose`.
 */
export function ConfirmModal({ text, cancel, children, ...modal }: ConfirmModalProps) {
  const textId = useId();
  return (
    <Modal {...modal} role="alertdialog" describedBy={textId}>
      <p id={textId} className="mt-3 text-sm">
        {text}
      </p>
      <ModalActions cancel={cancel} className="mt-4">
        {children}
      </ModalActions>
    </Modal>
  );
}
