-- Custom SQL migration file, put your code below! --
-- hand-written:
-- Every portal process keeps the session state (account and revocations) and the bell's unread
-- count in memory, and forgets an entry when PostgreSQL says it changed (decision 071). The
-- triggers say it on one channel whatever wrote the row (any process, a script, psql): 'u:<id>'
-- an account changed or went, 'r:<sid>' a session was revoked, 'a:<id>' that person's notices
-- changed (written, read, deleted); '*' a table was emptied (forget everything). The sender's own updates of a notice (estado, intentos…) do
-- not touch the count and do not notify.
CREATE OR REPLACE FUNCTION portal_notificar_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('portal_cambios', '*');
  ELSIF TG_TABLE_NAME = 'usuarios' THEN
    PERFORM pg_notify('portal_cambios', 'u:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'sesiones_revocadas' THEN
    PERFORM pg_notify('portal_cambios', 'r:' || NEW.sid);
  ELSE
    IF TG_OP <> 'INSERT' AND OLD.destinatario_id IS NOT NULL THEN
      PERFORM pg_notify('portal_cambios', 'a:' || OLD.destinatario_id);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.destinatario_id IS NOT NULL THEN
      PERFORM pg_notify('portal_cambios', 'a:' || NEW.destinatario_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuarios_notificar_cambio AFTER UPDATE OR DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION portal_notificar_cambio();
--> statement-breakpoint
CREATE TRIGGER sesiones_revocadas_notificar_cambio AFTER INSERT ON sesiones_revocadas FOR EACH ROW EXECUTE FUNCTION portal_notificar_cambio();
--> statement-breakpoint
CREATE TRIGGER avisos_notificar_cambio AFTER INSERT OR DELETE OR UPDATE OF leido, destinatario_id ON avisos FOR EACH ROW EXECUTE FUNCTION portal_notificar_cambio();
--> statement-breakpoint
CREATE TRIGGER usuarios_notificar_vaciado AFTER TRUNCATE ON usuarios FOR EACH STATEMENT EXECUTE FUNCTION portal_notificar_cambio();
--> statement-breakpoint
CREATE TRIGGER sesiones_revocadas_notificar_vaciado AFTER TRUNCATE ON sesiones_revocadas FOR EACH STATEMENT EXECUTE FUNCTION portal_notificar_cambio();
--> statement-breakpoint
CREATE TRIGGER avisos_notificar_vaciado AFTER TRUNCATE ON avisos FOR EACH STATEMENT EXECUTE FUNCTION portal_notificar_cambio();
