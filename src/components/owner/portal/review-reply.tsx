'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

/** The owner's one public reply to a published review (POST /v1/owner/reviews/{id}/reply); the page shows it after. */
export function ReviewReplyForm({ locale, reviewId, until }: { locale: Locale; reviewId: number; until: string }) {
  const t = useTranslations('reviewPages.owner');
  const reply = useApiAction({ locale, network: t('network'), refresh: true });
  const [text, setText] = useState('');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void reply.run(`/v1/owner/reviews/${reviewId}/reply`, { json: { text } });
  }
  return (
    <form onSubmit={submit} className="grid gap-2" data-testid="review-reply-form">
      <TextField
        label={t('reply')}
        name="text"
        rows={3}
        isRequired
        maxLength={2000}
        value={text}
        onChange={setText}
        description={`${t('replyHint')} ${until}`}
        error={reply.fields.text}
        data-testid="review-reply-text"
      />
      <FormError message={reply.fields.text ? null : reply.error} />
      <Button
        type="submit"
        size="sm"
        busy={reply.busy}
        busyLabel={t('working')}
        className="justify-self-start"
        data-testid="review-reply-submit"
      >
        {t('replySubmit')}
      </Button>
    </form>
  );
}
