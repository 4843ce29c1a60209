import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { type ServiceContext, withContext } from '../../access/context';
import { guestbookSignatures } from '../../db/schema/guestbook';
import { AppError, notFound, sqlState } from '../../core/errors';
import type { PrivateFile } from '../../core/file-download';
import { deletePrivateFiles, openPrivateFile, writePrivateFile } from '../../messaging/private-files';
import { guestbookStay } from '../guestbook-access';
import { signedNameMatches } from '../person-name';
import type { ApiAuthorization, ApiSignature } from '../guestbook-rules.types';
import { buildAuthorizationDocument } from './authorization-document';
import { sendSignatureMail } from './authorization-mail';
import { renderAuthorizationPdf } from './authorization-pdf';
import { authorizationStatus, loadAuthorizationFacts, type SignatureRecord } from './authorization-status';
import type { SignAuthorizationInput } from './authorization.schema';
import { inTransaction } from '../../db/transaction';

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

/** 409 `already_signed`: the stay's signature holds for this document; nothing is saved or mailed. */
const alreadySigned = () => new AppError(409, 'already_signed', { message: { key: 'guestbookRules.errors.already_signed' } });

/**
 * POST /v1/guestbook/{number}/authorization/sign. Consent must be literally `true` (422), the typed
 * name must be the lead guest's (422 `signature_name_mismatch` on `full_name`: signedNameMatches),
 * and the hash the guest saw must be the current document's in their language (409
 * `authorization_changed` when the owner changed it meanwhile: they read it again). A stay signs
 * once while its signature holds (409 `already_signed`, decision 028): checked with the reservation
 * row locked, and a text signed twice at once is one row (the unique index). Records the signature
 * with its audit facts, keeps a PDF copy as a private file and, once committed, mails the guest.
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
  if (!signedNameMatches(input.full_name, { firstName: stay.leadGuestFirstName, lastName: stay.leadGuestLastName })) {
    throw new AppError(422, 'signature_name_mismatch', {
      message: { key: 'guestbookRules.errors.signature_name_mismatch' },
      fields: { full_name: { key: 'guestbookRules.errors.signature_name_mismatch' } },
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
  // What is recorded, and answered back once recorded.
  const signed = {
    version: doc.version,
    sha256: doc.sha256,
    locale: doc.locale,
    typedName: audit.typedName,
    signedAt,
    ipAddress: audit.ipAddress,
    userAgent: audit.userAgent,
  };
  let id: number;
  try {
    id = await inTransaction(ctx.orm, async (tx) => {
      const t = withContext(ctx, { orm: tx });
      // The reservation row is locked from this check to the insert: a second signing waits, then sees the first.
      const locked = await guestbookStay(t, number, { lock: true });
      if ((await authorizationStatus(t.orm, locked, facts)).signature) throw alreadySigned();
      await writePrivateFile(pdfKey, await renderAuthorizationPdf(doc, audit));
      const [row] = await tx
        .insert(guestbookSignatures)
        .values({
          reservationId: stay.reservationId,
          documentVersion: signed.version,
          documentSha256: signed.sha256,
          locale: signed.locale,
          typedName: signed.typedName,
          signedAt: signed.signedAt,
          ipAddress: signed.ipAddress,
          userAgent: signed.userAgent,
          pdfKey,
        })
        .returning({ id: guestbookSignatures.id });
      return row?.id ?? 0;
    });
  } catch (err) {
    await deletePrivateFiles([pdfKey]);
    // The same text signed by another request at the same moment: guestbook_signatures_once_idx.
    if (sqlState(err) === '23505') throw alreadySigned();
    throw err;
  }
  await sendSignatureMail(ctx.orm, stay, { id, typedName: audit.typedName, signedAt, locale: doc.locale }, doc);
  return apiSignature({ id, ...signed, pdfKey });
}

/** GET /v1/guestbook/{number}/authorization.pdf: the PDF copy of the stay's holding (else latest) signature; 404 before any. */
export async function signedAuthorizationPdf(ctx: ServiceContext, number: string): Promise<PrivateFile> {
  const stay = await guestbookStay(ctx, number);
  const { signature, latest } = await authorizationStatus(ctx.orm, stay);
  const shown = signature ?? latest;
  const file = shown?.pdfKey ? await openPrivateFile(shown.pdfKey) : null;
  if (!shown || !file) throw notFound();
  return {
    body: file.body,
    size: file.size,
    contentType: 'application/pdf',
    fileName: `authorization-${stay.confirmationNumber}-${shown.version}.pdf`,
  };
}
