import type { Locale } from '@/i18n/routing';

/** The shapes the guestbook's authorization and instructions answer with (API and pages alike). */

export interface AuthorizationSection {
  heading: string;
  paragraphs: string[];
  /** A list (the house rules) rather than running paragraphs. */
  list?: boolean;
}

/** A signature as the API answers it (the guest's own record: name, time, address, agent, language). */
export interface ApiSignature {
  id: number;
  version: string;
  sha256: string;
  locale: Locale;
  full_name: string;
  signed_at: string;
  ip_address: string;
  user_agent: string;
  pdf: boolean;
}

export interface ApiAuthorization {
  version: string;
  sha256: string;
  locale: Locale;
  title: string;
  sections: AuthorizationSection[];
  text: string;
  signature: ApiSignature | null;
  needs_signature: boolean;
  previous_signature_outdated: boolean;
}

export type RevealMissing = 'check_in' | 'authorization';

/**
 * A stay's arrival instructions. `private` carries the door code and the wifi password only when
 * revealed (reveal-rule.ts); otherwise the keys are absent, with what is missing and when they appear.
 */
export interface ApiInstructions {
  property: string;
  check_in: string;
  check_in_time: string;
  check_out: string;
  check_out_time: string;
  time_zone: string;
  arrival: string;
  house_rules: string[];
  house_manual: string;
  emergency_contacts: string;
  wifi_name: string;
  private: {
    revealed: boolean;
    reveal_at: string;
    hide_at: string;
    window: 'before' | 'open' | 'after';
    missing: RevealMissing[];
    door_code?: string;
    wifi_password?: string;
  };
}
