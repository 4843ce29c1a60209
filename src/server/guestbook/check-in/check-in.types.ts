import type { z } from 'zod';
import type { stayCheckInSchema } from './check-in.openapi';
/** What the guest sees of an uploaded identity document: that it is there, never the file. */
export interface IdDocumentSummary {
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
  uploaded_at: string;
}

/** A stay's check-in as the guestbook API answers it (and the concierge's trip page shows it). */
export type StayCheckIn = z.infer<typeof stayCheckInSchema>;

/** The latest signed authorization, as the concierge's trip page shows it. */
export interface StaySignature {
  typed_name: string;
  signed_at: string;
  locale: string;
  document_version: string;
  document_sha256: string;
}

/** The concierge's panel of a trip's guestbook. */
export interface ConciergeStayPanel {
  check_in: StayCheckIn;
  signature: StaySignature | null;
  /** Whether a document can be fetched now (uploaded and not yet removed). */
  id_document_available: boolean;
}
