-- Custom SQL migration file, put your code below! --
-- Every new notification is announced on the channel 'friendly_notifications' with its
-- user's id. NOTIFY inside a transaction is delivered when it commits, so an instance that
-- pushes on it never pushes a notification that was rolled back (docs/decisions/091).
CREATE OR REPLACE FUNCTION friendly_notification_push() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('friendly_notifications', NEW.user_id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_push AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION friendly_notification_push();
