'use client';

import { Suspense } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { QueuedLink } from '@/components/system/queued-link';
import { LanguageSwitcher } from './language-switcher';
import type { MobileMenuLabels } from './mobile-menu';

/**
 * The phone navigation's sheet (react-aria: focus kept inside, Escape and the backdrop close it,
 * focus returns to the menu button). Loaded on the first press of the button, so react-aria
 * stays out of every page's first-load JavaScript.
 */
export function MobileMenuSheet({ labels, onClose }: { labels: MobileMenuLabels; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-sm transition-opacity duration-300 starting:opacity-0"
    >
      <Modal className="fixed inset-y-0 right-0 w-[min(24rem,90vw)] bg-sand shadow-2xl outline-none transition-transform duration-300 ease-out starting:translate-x-full">
        <Dialog className="flex h-full flex-col overflow-y-auto px-7 pt-5 pb-8 outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between">
                <Heading slot="title" className="font-sans text-[0.7rem] font-semibold tracking-[0.3em] text-gold-deep uppercase">
                  {labels.title}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={labels.close}
                  className="-mr-2 inline-flex size-11 items-center justify-center rounded-full outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4">
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </Button>
              </div>
              <nav aria-label={labels.navLabel} className="mt-8 flex-1">
                <ul className="divide-y divide-line/80 border-y border-line/80">
                  {labels.items.map((item) => (
                    <li key={item.href}>
                      <QueuedLink
                        href={item.href}
                        onClick={close}
                        className="group flex items-center justify-between py-4 font-serif text-[1.6rem] leading-tight text-ink outline-none focus-visible:text-gold-deep focus-visible:underline"
                      >
                        {item.label}
                        <span aria-hidden="true" className="text-base text-gold transition group-hover:translate-x-1">
                          →
                        </span>
                      </QueuedLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-10 flex flex-col gap-3">
                <QueuedLink
                  href="/register"
                  onClick={close}
                  className="rounded-full bg-sea px-5 py-3.5 text-center text-sm font-semibold tracking-wide text-white transition hover:bg-sea-deep"
                >
                  {labels.register}
                </QueuedLink>
                <QueuedLink
                  href="/login"
                  onClick={close}
                  className="rounded-full border border-ink/20 px-5 py-3.5 text-center text-sm font-semibold tracking-wide transition hover:border-ink/50"
                >
                  {labels.login}
                </QueuedLink>
                <div className="mt-4 flex items-center justify-between gap-4">
                  <p className="text-xs leading-relaxed text-muted">{labels.contactLine}</p>
                  <Suspense>
                    <LanguageSwitcher labels={labels.language} className="shrink-0" />
                  </Suspense>
                </div>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
