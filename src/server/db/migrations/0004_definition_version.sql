ALTER TABLE "form_definitions" ADD COLUMN "definition_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION form_definition_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.definition_version := OLD.definition_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_definitions_version BEFORE UPDATE ON form_definitions
  FOR EACH ROW EXECUTE FUNCTION form_definition_version_bump();
--> statement-breakpoint
CREATE FUNCTION form_element_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE form_definitions SET definition_version = definition_version + 1 WHERE guid = OLD.form_definition_guid;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.form_definition_guid <> OLD.form_definition_guid) THEN
    UPDATE form_definitions SET definition_version = definition_version + 1 WHERE guid = NEW.form_definition_guid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_elements_version AFTER INSERT OR UPDATE OR DELETE ON form_elements
  FOR EACH ROW EXECUTE FUNCTION form_element_changed();
