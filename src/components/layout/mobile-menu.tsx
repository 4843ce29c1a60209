'use client';

import { useTranslations } from 'next-intl';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { QueuedLink } from '@/components/system/queued-link';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_NAV } from './nav-items';

/** The phone navigation: a full-height sheet with focus kept inside until it closes. */
export function MobileMenu() {
  const t = useTranslations('common');
  return (
    <DialogTrigger>
      <Button
        aria-label={t('menu.open')}
        data-testid="mobile-menu-button"
        className="inline-flex size-11 items-center justify-center rounded-full text-current outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-sm">
        <Modal className="fixed inset-y-0 right-0 w-[min(22rem,88vw)] bg-sand shadow-2xl outline-none">
          <Dialog className="flex h-full flex-col p-6 outline-none">
            {({ close }) => (
              <>
                <div className="flex items-center justify-between">
                  <Heading slot="title" className="font-serif text-2xl">
                    {t('menu.title')}
                  </Heading>
                  <Button
                    onPress={close}
                    aria-label={t('menu.close')}
                    className="inline-flex size-11 items-center justify-center rounded-full outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
                      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                    </svg>
                  </Button>
                </div>
                <nav aria-label={t('nav.label')} className="mt-8 flex-1">
                  <ul className="space-y-1">
                    {MAIN_NAV.map((item) => (
                      <li key={item.href}>
                        <QueuedLink
                          href={item.href}
                          onClick={close}
                          className="block rounded-lg px-3 py-3 font-serif text-xl hover:bg-sand-deep"
                        >
                          {t(`nav.${item.key}`)}
                        </QueuedLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="flex flex-col gap-3 border-t border-line pt-6">
                  <QueuedLink
                    href="/login"
                    onClick={close}
                    className="rounded-full border border-ink/20 px-5 py-3 text-center text-sm font-semibold"
                  >
                    {t('account.login')}
                  </QueuedLink>
                  <QueuedLink
                    href="/register"
                    onClick={close}
                    className="rounded-full bg-sea px-5 py-3 text-center text-sm font-semibold text-white"
                  >
                    {t('account.register')}
                  </QueuedLink>
                  <LanguageSwitcher className="self-start" />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
