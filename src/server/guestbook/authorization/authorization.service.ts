import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '../../access/context';
import { guestbookSignatures } from '../../db/schema/guestbook';
import { AppError, notFound } from '../../http/errors';
import { readPrivateFile, writePrivateFile } from '../../messaging/private-files';
import { guestbookStay } from '../guestbook-access';
import type { ApiAuthorization, ApiSignature } from '../guestbook-rules.types';
import { buildAuthorizationDocument } from './authorization-document';
import { sendSignatureMail } from './authorization-mail';
import { renderAuthorizationPdf } from './authorization-pdf';
import { authorizationStatus, loadAuthorizationFacts, type SignatureRecord } from './authorization-status';
import type { SignAuthorizationInput } from './authorization.schema';

export const apiSignature = (s: SignatureRecord): ApiSignature => ({
  id: s.id,
  version: s.version,
  sha256: s.sha256,
  locale: s.locale,
  full_name: s.typedName,
  signed_at: s.signedAt.toISOString(),
  ip_address: s.ipAddress,
  user_agent: s.userAgent,
  pdf: s.pdfKey !== null,
});

/** GET /v1/guestbook/{number}/authorization: the document in `locale`, and where the stay's signature stands. */
export async function getAuthorization(ctx: ServiceContext, number: string, locale: Locale): Promise<ApiAuthorization> {
  const stay = await guestbookStay(ctx, number);
  const facts = await loadAuthorizationFacts(ctx.orm, stay.propertyId);
  const doc = buildAuthorizationDocument(facts, locale);
  const status = await authorizationStatus(ctx.orm, stay, facts);
  return {
    version: doc.version,
    sha256: doc.sha256,
    locale,
    title: doc.title,
    sections: doc.sections,
    text: doc.text,
    signature: status.signature ? apiSignature(status.signature) : null,
    needs_signature: status.needsSignature,
    previous_signature_outdated: status.previousSignatureOutdated,
  };
}

/** What the adapter knows of the request that signs: its client address and user agent. */
export interface SigningRequest {
  ip: string;
  userAgent: string;
}

/**
 * POST /v1/guestbook/{number}/authorization/sign. Consent must be literally `true` (422), and the
 * hash the guest saw must be the current document's in their language (409 `authorization_changed`
 * when the owner changed it meanwhile: they read it again). Records the signature with its audit
 * facts, keeps a PDF copy as a private file and mails the guest. Append-only: each signing is a row.
 */
export async function signAuthorization(
  ctx: ServiceContext,
  number: string,
  input: SignAuthorizationInput,
  consent: unknown,
  request: SigningRequest,
): Promise<ApiSignature> {
  const stay = await guestbookStay(ctx, number);
  if (consent !== true) {
    throw new AppError(422, 'consent_required', {
      message: { key: 'guestbookRules.errors.consent_required' },
      fields: { consent: { key: 'guestbookRules.errors.consent_required' } },
    });
  }
  const facts = await loadAuthorizationFacts(ctx.orm, stay.propertyId);
  const doc = buildAuthorizationDocument(facts, input.locale);
  if (input.sha256 !== doc.sha256) {
    throw new AppError(409, 'authorization_changed', { message: { key: 'guestbookRules.errors.authorization_changed' } });
  }
  const signedAt = ctx.now;
  const audit = {
    confirmationNumber: stay.confirmationNumber,
    typedName: input.full_name,
    signedAt,
    ipAddress: request.ip.slice(0, 100),
    userAgent: request.userAgent.slice(0, 500),
  };
  const pdfKey = `signatures/${randomBytes(18).toString('base64url')}.pdf`;
  await writePrivateFile(pdfKey, await renderAuthorizationPdf(doc, audit));
  const [row] = await ctx.orm
    .insert(guestbookSignatures)
    .values({
      reservationId: stay.reservationId,
      documentVersion: doc.version,
      documentSha256: doc.sha256,
      locale: doc.locale,
      typedName: audit.typedName,
      signedAt,
      ipAddress: audit.ipAddress,
      userAgent: audit.userAgent,
      pdfKey,
    })
    .returning({ id: guestbookSignatures.id });
  const id = row?.id ?? 0;
  await sendSignatureMail(ctx.orm, stay, { id, typedName: audit.typedName, signedAt, locale: doc.locale }, doc);
  return apiSignature({
    id,
    version: doc.version,
    sha256: doc.sha256,
    locale: doc.locale,
    typedName: audit.typedName,
    signedAt,
    ipAddress: audit.ipAddress,
    userAgent: audit.userAgent,
    pdfKey,
  });
}

/** GET /v1/guestbook/{number}/authorization.pdf: the PDF copy of the stay's latest signature; 404 before any. */
export async function signedAuthorizationPdf(ctx: ServiceContext, number: string): Promise<{ bytes: Buffer; filename: string }> {
  const stay = await guestbookStay(ctx, number);
  const { latest } = await authorizationStatus(ctx.orm, stay);
  const bytes = latest?.pdfKey ? await readPrivateFile(latest.pdfKey) : null;
  if (!latest || !bytes) throw notFound();
  return { bytes, filename: `authorization-${stay.confirmationNumber}-${latest.version}.pdf` };
}
