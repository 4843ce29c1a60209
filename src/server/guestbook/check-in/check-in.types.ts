/** What the guest sees of an uploaded identity document: that it is there, never the file. */
export interface IdDocumentSummary {
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
  uploaded_at: string;
}

/** A stay's check-in as the guestbook API answers it (and the concierge's trip page shows it). */
export interface StayCheckIn {
  /** The reservation's first night: shown, never edited. */
  arrival_date: string;
  /** HH:MM, or '' while not given. */
  arrival_time: string;
  flight_number: string;
  airport_transfer: boolean;
  /** When the transfer became a request to the concierge (once), or null. */
  transfer_requested_at: string | null;
  special_requests: string;
  id_document: IdDocumentSummary | null;
  /** Set when the clean-up job removed the document (30 days after check-out). */
  id_document_deleted_at: string | null;
  /** Arrival time and identity document both given. */
  completed_at: string | null;
}

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
