'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-parts';
import { focusFirstInvalid } from '@/components/ui/focus-invalid';
import { StarRating } from '@/components/ui/star-rating';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';

const REVIEW_CATEGORY_KEYS = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;
const MAX = 2000;

/**
 * The guest's review of a finished stay (issue 32): the overall rating and the five categories as
 * star radio groups, the text with a live count, its language (the page's by default), optional
 * private feedback; POST /v1/account/trips/{id}/review, the errors beside their fields, the page
 * refreshed after (it then shows the review and its status).
 */
export function ReviewForm({ locale, tripId, languages }: { locale: Locale; tripId: number; languages: Record<Locale, string> }) {
  const t = useTranslations('reviewPages');
  const send = useApiAction({ locale, network: t('guest.network'), refresh: true });
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const starLabel = (count: number) => t('star', { count });
  // The server names a category's field `categories.<name>` (a nested body); the form shows it beside its stars.
  const fieldError = (name: string) => missing[name] ?? send.fields[name] ?? send.fields[`categories.${name}`];

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const rating = (name: string) => Number(data.get(name) ?? 0);
    const unrated = ['overall', ...REVIEW_CATEGORY_KEYS].filter((name) => !rating(name));
    const local = Object.fromEntries(unrated.map((name) => [name, t('guest.chooseRating')]));
    setMissing(local);
    if (unrated.length > 0) {
      // The stars' radios are marked invalid on the next render: send the person to the first.
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    const privateFeedback = String(data.get('private_feedback') ?? '').trim();
    await send.run(`/v1/account/trips/${tripId}/review`, {
      json: {
        overall: rating('overall'),
        categories: Object.fromEntries(REVIEW_CATEGORY_KEYS.map((name) => [name, rating(name)])),
        text,
        locale: String(data.get('locale') ?? locale),
        ...(privateFeedback ? { private_feedback: privateFeedback } : {}),
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="review-form">
      <StarRating
        name="overall"
        legend={t('categories.overall')}
        starLabel={starLabel}
        size="lg"
        error={fieldError('overall')}
        testId="review-overall"
      />
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{t('guest.ratings')}</legend>
        {REVIEW_CATEGORY_KEYS.map((name) => (
          <StarRating
            key={name}
            name={name}
            legend={t(`categories.${name}`)}
            starLabel={starLabel}
            error={fieldError(name)}
            testId={`review-${name}`}
          />
        ))}
      </fieldset>
      <div>
        <TextField
          label={t('guest.text')}
          name="text"
          rows={6}
          isRequired
          maxLength={MAX}
          value={text}
          onChange={setText}
          description={t('guest.textHint')}
          error={send.fields.text}
          data-testid="review-text"
        />
        <p className="mt-1 text-xs text-ink-soft tabular-nums" aria-live="polite" data-testid="review-count">
          {t('guest.count', { count: text.length })}
        </p>
      </div>
      <Select
        label={t('guest.language')}
        name="locale"
        defaultValue={locale}
        options={(Object.keys(languages) as Locale[]).map((code) => ({ value: code, label: languages[code] }))}
        error={send.fields.locale}
        className="sm:w-64"
        data-testid="review-locale"
      />
      <TextField
        label={t('guest.private')}
        name="private_feedback"
        rows={3}
        maxLength={MAX}
        description={t('guest.privateHint')}
        error={send.fields.private_feedback}
        data-testid="review-private"
      />
      <FormError message={send.error} />
      <Button type="submit" busy={send.busy} busyLabel={t('guest.working')} className="justify-self-start" data-testid="review-submit">
        {t('guest.submit')}
      </Button>
    </form>
  );
}
