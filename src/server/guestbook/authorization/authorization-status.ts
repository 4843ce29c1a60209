import 'server-only';
import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import type { GuestbookStay } from '../guestbook-access';
import { type AuthorizationDocument, type AuthorizationFacts, buildAuthorizationDocument } from './authorization-document';

/** One recorded signature, as the guestbook shows it back. */
export interface SignatureRecord {
  id: number;
  version: string;
  sha256: string;
  locale: Locale;
  typedName: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  pdfKey: string | null;
}

export interface AuthorizationStatus {
  /** The latest signature, whether or not it is for the current document. */
  latest: SignatureRecord | null;
  /** The signature that holds: the latest for the current document, else the latest once the stay is past its check-in day. */
  signature: SignatureRecord | null;
  /** No signature holds: the guest is asked to sign (again). */
  needsSignature: boolean;
  /** The guest signed an earlier version of the document: the re-sign notice. */
  previousSignatureOutdated: boolean;
  /** The current document in the language of the holding (else the latest) signature, else the stay's. */
  current: AuthorizationDocument;
}

/** The villa's facts the document is built from. */
export async function loadAuthorizationFacts(orm: Orm, propertyId: number): Promise<AuthorizationFacts> {
  const [p] = await rows<{
    name: string;
    house_rules_en: string[] | null;
    house_rules_es: string[] | null;
    security_deposit_cents: number;
    currency: string;
    check_in_time: string;
    check_out_time: string;
    capacity: number;
  }>(
    orm,
    sql`select name, house_rules_en, house_rules_es, security_deposit_cents, currency, check_in_time, check_out_time,
        maximum_capacity as capacity
      from properties where id = ${propertyId}`,
  );
  if (!p) throw new Error(`authorization: no property ${propertyId}`);
  return {
    propertyName: p.name,
    houseRulesEn: p.house_rules_en ?? [],
    houseRulesEs: p.house_rules_es ?? [],
    securityDepositCents: p.security_deposit_cents,
    currency: p.currency,
    checkInTime: p.check_in_time,
    checkOutTime: p.check_out_time,
    capacity: p.capacity,
  };
}

/** A stay's signatures, the latest first (by id: append order). Few: one per document signed (a unique index). */
export async function signaturesOf(orm: Orm, reservationId: number): Promise<SignatureRecord[]> {
  const found = await rows<{
    id: number;
    document_version: string;
    document_sha256: string;
    locale: string;
    typed_name: string;
    signed_at: string;
    ip_address: string;
    user_agent: string;
    pdf_key: string | null;
  }>(
    orm,
    sql`select id, document_version, document_sha256, locale, typed_name, signed_at::text as signed_at, ip_address, user_agent, pdf_key
      from guestbook_signatures where reservation_id = ${reservationId} order by id desc`,
  );
  return found.map((s) => ({
    id: s.id,
    version: s.document_version,
    sha256: s.document_sha256,
    locale: isLocale(s.locale) ? s.locale : 'en',
    typedName: s.typed_name,
    signedAt: new Date(s.signed_at),
    ipAddress: s.ip_address,
    userAgent: s.user_agent,
    pdfKey: s.pdf_key,
  }));
}

/**
 * Whether a stay's authorization is signed for the document as it stands (issue 16). A signature
 * holds while its hash is the current document's in the language it was signed in: the latest
 * such one, so a document changed and changed back is signed by the signature of that same text
 * (issue 28: a text is signed once per stay). Once the stay's check-in day has passed (the villa's
 * calendar), the latest signature stands whatever the owner edits later. Before that, a changed
 * document asks the guest to sign again.
 */
export async function authorizationStatus(
  orm: Orm,
  stay: Pick<GuestbookStay, 'reservationId' | 'propertyId' | 'locale' | 'checkIn' | 'today'>,
  facts?: AuthorizationFacts,
): Promise<AuthorizationStatus> {
  const [all, f] = await Promise.all([signaturesOf(orm, stay.reservationId), facts ?? loadAuthorizationFacts(orm, stay.propertyId)]);
  const documents = new Map<Locale, AuthorizationDocument>();
  const documentIn = (locale: Locale): AuthorizationDocument => {
    const built = documents.get(locale) ?? buildAuthorizationDocument(f, locale);
    documents.set(locale, built);
    return built;
  };
  const latest = all[0] ?? null;
  const matching = all.find((s) => s.sha256 === documentIn(s.locale).sha256) ?? null;
  const stands = latest !== null && stay.today > stay.checkIn;
  const signature = matching ?? (stands ? latest : null);
  const locale: Locale = (signature ?? latest)?.locale ?? (isLocale(stay.locale) ? stay.locale : 'en');
  return {
    latest,
    signature,
    needsSignature: signature === null,
    previousSignatureOutdated: latest !== null && signature === null,
    current: documentIn(locale),
  };
}
