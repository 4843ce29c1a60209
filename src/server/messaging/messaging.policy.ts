/** The two sides of a trip's conversation (messages.sender_role). */
export type Side = 'guest' | 'concierge';

export const MESSAGE_MAX_CHARS = 5000;

/** The other side: a participant's unread messages are the other side's, above their read mark. */
export function otherSide(side: Side): Side {
  return side === 'guest' ? 'concierge' : 'guest';
}

/** A message needs words or a file: empty text is allowed only with an attachment. */
export function canPostMessage(input: {
  text: string;
  attachmentCount: number;
  maxAttachments: number;
  maxChars?: number;
}): { ok: true } | { ok: false; reason: 'empty' | 'too_long' | 'too_many_files' } {
  if (input.text.length > (input.maxChars ?? MESSAGE_MAX_CHARS)) return { ok: false, reason: 'too_long' };
  if (input.attachmentCount > input.maxAttachments) return { ok: false, reason: 'too_many_files' };
  if (input.text.trim() === '' && input.attachmentCount === 0) return { ok: false, reason: 'empty' };
  return { ok: true };
}

/** Which unread messages a participant has: the other side's, above their mark. */
export function isUnreadFor(side: Side, lastReadId: number, message: { id: number; senderRole: string }): boolean {
  return message.senderRole === otherSide(side) && message.id > lastReadId;
}
