import type { ReactNode } from 'react';
import type { ApiInstructions } from '@/server/guestbook/guestbook-rules.types';
import { CopyButton } from './copy-button';

export interface InstructionsLabels {
  times: string;
  arrival: string;
  houseRules: string;
  houseManual: string;
  emergency: string;
  wifi: string;
  wifiName: string;
  wifiPassword: string;
  doorCode: string;
  access: string;
  /** The revealed state's sentence, already formatted. */
  revealed: string;
  hidden: string;
  /** When they appear (or that the stay ended), already formatted. */
  appears: string;
  missingCheckIn: string;
  missingAuthorization: string;
  goCheckIn: string;
  goSign: string;
  empty: string;
  copy: string;
  copied: string;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 className="font-serif text-xl text-ink">{title}</h2>
      <div className="mt-3 leading-relaxed whitespace-pre-line text-ink-soft">{children}</div>
    </section>
  );
}

/**
 * The arrival instructions, mobile first: the open sections, then the private one (door code and
 * wifi password) either shown with copy buttons or with what is missing and when it appears. Its
 * data comes from the server already decided: hidden values are not in the page at all.
 */
export function InstructionsView({
  data,
  labels,
  links,
}: {
  data: ApiInstructions;
  labels: InstructionsLabels;
  /** Where to go for what is missing (absent in the preview). */
  links?: { checkIn: string; authorization: string };
}) {
  const text = (value: string) => (value.trim() ? value : labels.empty);
  const secret = data.private;
  const missing = secret.missing.map((m) => ({
    key: m,
    label: m === 'check_in' ? labels.missingCheckIn : labels.missingAuthorization,
    href: links ? (m === 'check_in' ? links.checkIn : links.authorization) : undefined,
    go: m === 'check_in' ? labels.goCheckIn : labels.goSign,
  }));
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-soft">{labels.times}</p>
      <section data-testid="instructions-private" className="rounded-2xl bg-sea p-5 text-sand shadow-sm">
        <h2 className="font-serif text-xl">{labels.access}</h2>
        {secret.revealed ? (
          <div className="mt-4 space-y-4">
            <SecretRow label={labels.doorCode} value={secret.door_code ?? ''} labels={labels} testId="door-code" />
            <SecretRow label={labels.wifiPassword} value={secret.wifi_password ?? ''} labels={labels} testId="wifi-password" />
            <p className="text-sm text-sand/80">{labels.revealed}</p>
          </div>
        ) : (
          <div data-testid="instructions-hidden" className="mt-3 space-y-3">
            <p className="font-semibold">{labels.hidden}</p>
            <p className="text-sm text-sand/85">{labels.appears}</p>
            {secret.window !== 'after' && missing.length ? (
              <ul className="space-y-2">
                {missing.map((m) => (
                  <li key={m.key} data-testid={`missing-${m.key}`} className="rounded-xl bg-sand/10 p-3 text-sm">
                    <p>{m.label}</p>
                    {m.href ? (
                      <a href={m.href} className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                        {m.go}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </section>
      <Section title={labels.arrival} testId="instructions-arrival">
        {text(data.arrival)}
      </Section>
      <Section title={labels.wifi}>
        {labels.wifiName}: {text(data.wifi_name)}
      </Section>
      <Section title={labels.houseRules}>
        {data.house_rules.length ? (
          <ul className="list-disc space-y-1 pl-5 whitespace-normal">
            {data.house_rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          labels.empty
        )}
      </Section>
      <Section title={labels.houseManual}>{text(data.house_manual)}</Section>
      <Section title={labels.emergency}>{text(data.emergency_contacts)}</Section>
    </div>
  );
}

function SecretRow({ label, value, labels, testId }: { label: string; value: string; labels: InstructionsLabels; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-sand p-3 text-ink">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</p>
        <p data-testid={testId} className="font-mono text-xl break-all">
          {value || labels.empty}
        </p>
      </div>
      {value ? <CopyButton value={value} label={labels.copy} copiedLabel={labels.copied} testId={`${testId}-copy`} /> : null}
    </div>
  );
}
