import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ConversationLabels } from './conversation-types';

/** The conversation's strings for one side; those with {placeholders} raw, filled in the browser. */
export async function conversationLabels(side: 'guest' | 'concierge'): Promise<ConversationLabels> {
  const t = await getTranslations('inbox');
  return {
    empty: t(side === 'guest' ? 'thread.empty' : 'thread.emptyDesk'),
    older: t('thread.older'),
    loading: t('thread.loading'),
    you: t('thread.you'),
    other: t(side === 'guest' ? 'thread.concierge' : 'thread.guest'),
    live: t('thread.live'),
    composer: {
      label: t('composer.label'),
      placeholder: t('composer.placeholder'),
      attach: t('composer.attach'),
      attachHint: t('composer.attachHint'),
      remove: t.raw('composer.remove') as string,
      send: t('composer.send'),
      sending: t('composer.sending'),
      count: t.raw('composer.count') as string,
      tooLong: t.raw('composer.tooLong') as string,
      tooMany: t.raw('composer.tooMany') as string,
      tooBig: t.raw('composer.tooBig') as string,
      failed: t('composer.failed'),
      shortcut: t('composer.shortcut'),
    },
  };
}
