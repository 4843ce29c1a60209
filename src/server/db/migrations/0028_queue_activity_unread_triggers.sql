-- Figures the database keeps for the desk's queue and the inbox (docs/decisions/044): whatever
-- writes a trip, its conversation, its trip events or a message (our services, a script, psql),
-- the triggers below keep them equal to what the pages computed from the history before.

-- reservations.activity_at: the greatest of the trip's own timestamps, its conversation's last
-- message and its latest trip event (greatest() skips nulls), set on every write of a column it reads.
CREATE FUNCTION reservation_activity_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.activity_at := greatest(NEW.created_at, NEW.confirmed_at, NEW.declined_at, NEW.cancelled_at, NEW.expired_at,
    NEW.paid_deposit_at,
    (SELECT c.last_message_at FROM conversations c WHERE c.reservation_id = NEW.id),
    (SELECT max(te.created_at) FROM trip_events te WHERE te.reservation_id = NEW.id));
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- `activity_at` itself is in the list: a write of it (the touch below, or anyone's) is recomputed.
CREATE TRIGGER reservations_activity BEFORE INSERT OR UPDATE OF
  id, created_at, confirmed_at, declined_at, cancelled_at, expired_at, paid_deposit_at, activity_at
  ON "reservations" FOR EACH ROW EXECUTE FUNCTION reservation_activity_keep();--> statement-breakpoint
-- A conversation's or a trip event's write touches its trip, whose trigger above recomputes.
CREATE FUNCTION reservation_activity_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE reservations SET activity_at = activity_at;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE reservations SET activity_at = activity_at WHERE id = OLD.reservation_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.reservation_id IS DISTINCT FROM OLD.reservation_id) THEN
    UPDATE reservations SET activity_at = activity_at WHERE id = NEW.reservation_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER conversations_activity AFTER INSERT OR DELETE OR UPDATE OF last_message_at, reservation_id
  ON "conversations" FOR EACH ROW EXECUTE FUNCTION reservation_activity_touch();--> statement-breakpoint
CREATE TRIGGER conversations_activity_truncate AFTER TRUNCATE ON "conversations" FOR EACH STATEMENT EXECUTE FUNCTION reservation_activity_touch();--> statement-breakpoint
CREATE TRIGGER trip_events_activity AFTER INSERT OR DELETE OR UPDATE OF created_at, reservation_id
  ON "trip_events" FOR EACH ROW EXECUTE FUNCTION reservation_activity_touch();--> statement-breakpoint
CREATE TRIGGER trip_events_activity_truncate AFTER TRUNCATE ON "trip_events" FOR EACH STATEMENT EXECUTE FUNCTION reservation_activity_touch();--> statement-breakpoint
UPDATE reservations SET activity_at = activity_at;--> statement-breakpoint

-- conversations.last_guest_message_id / last_concierge_message_id: the newest message of each side.
-- An insert only raises them (ids grow); any other write of a message recomputes its conversation.
CREATE FUNCTION conversation_last_ids_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE conversations SET last_guest_message_id = NULL, last_concierge_message_id = NULL;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.sender_role = 'guest' THEN
      UPDATE conversations SET last_guest_message_id = NEW.id
        WHERE id = NEW.conversation_id AND (last_guest_message_id IS NULL OR last_guest_message_id < NEW.id);
    ELSIF NEW.sender_role = 'concierge' THEN
      UPDATE conversations SET last_concierge_message_id = NEW.id
        WHERE id = NEW.conversation_id AND (last_concierge_message_id IS NULL OR last_concierge_message_id < NEW.id);
    END IF;
    RETURN NULL;
  END IF;
  UPDATE conversations c SET
    last_guest_message_id = (SELECT max(m.id) FROM messages m WHERE m.conversation_id = c.id AND m.sender_role = 'guest'),
    last_concierge_message_id = (SELECT max(m.id) FROM messages m WHERE m.conversation_id = c.id AND m.sender_role = 'concierge')
    WHERE c.id = OLD.conversation_id OR (TG_OP = 'UPDATE' AND c.id = NEW.conversation_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER messages_last_ids AFTER INSERT OR DELETE OR UPDATE OF id, conversation_id, sender_role
  ON "messages" FOR EACH ROW EXECUTE FUNCTION conversation_last_ids_keep();--> statement-breakpoint
CREATE TRIGGER messages_last_ids_truncate AFTER TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION conversation_last_ids_keep();--> statement-breakpoint
UPDATE conversations c SET last_guest_message_id = m.guest, last_concierge_message_id = m.concierge
  FROM (SELECT conversation_id, max(id) FILTER (WHERE sender_role = 'guest') AS guest,
      max(id) FILTER (WHERE sender_role = 'concierge') AS concierge
    FROM messages GROUP BY conversation_id) m
  WHERE m.conversation_id = c.id;--> statement-breakpoint

-- The queue's search (`ilike '%…%'` on the confirmation number, the lead guest's name and the
-- account's name) read from trigram indexes (PGlite loads pg_trgm in src/server/db/open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX reservations_confirmation_trgm_idx ON "reservations" USING gin (confirmation_number gin_trgm_ops);--> statement-breakpoint
CREATE INDEX reservations_lead_guest_trgm_idx ON "reservations"
  USING gin ((trim(lead_guest_first_name || ' ' || lead_guest_last_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_name_trgm_idx ON "users" USING gin (name gin_trgm_ops);
--> statement-breakpoint
-- Statistics for the planner on the columns and indexes of 0027-0028 (the backfill rewrote every trip).
ANALYZE "reservations";--> statement-breakpoint
ANALYZE "conversations";--> statement-breakpoint
ANALYZE "conversation_reads";
