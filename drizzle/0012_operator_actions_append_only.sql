-- The audit log of operator actions is append-only: a row, once written, is never changed or removed.
CREATE FUNCTION "operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_actions is append-only: % is not allowed', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_update_or_delete"
	BEFORE UPDATE OR DELETE ON "operator_actions"
	FOR EACH ROW EXECUTE FUNCTION "operator_actions_append_only"();
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_truncate"
	BEFORE TRUNCATE ON "operator_actions"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_actions_append_only"();
