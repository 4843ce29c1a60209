'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { TextField } from '@/components/ui/text-field';
import { useTextSubmit } from '@/components/ui/text-submit';
import type { Locale } from '@/i18n/routing';

/** The owner's one public reply to a published review (POST /v1/owner/reviews/{id}/reply); the page shows it after. */
export function ReviewReplyForm({ locale, reviewId, until }: { locale: Locale; reviewId: number; until: string }) {
  const t = useTranslations('reviewPages.owner');
  const reply = useTextSubmit({ locale, network: t('network'), path: `/v1/owner/reviews/${reviewId}/reply`, name: 'text' });
  return (
    <form onSubmit={reply.onSubmit} className="grid gap-2" data-testid="review-reply-form">
      <TextField
        label={t('reply')}
        name="text"
        rows={3}
        isRequired
        maxLength={2000}
        description={`${t('replyHint')} ${until}`}
        error={reply.fieldError}
        data-testid="review-reply-text"
      />
      <FormError message={reply.error} />
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
