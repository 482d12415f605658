-- CreateIndex
CREATE INDEX "dashboard_intent_amount_idx" ON "dashboard_intent"("amount");

-- The payments list's order, date filters and keyset pagination: the intent's creation at the
-- service, or when the dashboard first heard of it while that is not known yet.
CREATE INDEX "dashboard_intent_listed_at_id_idx" ON "dashboard_intent" ((COALESCE("created_at", "first_seen_at")) DESC, "id" DESC);

-- The search's prefixes, any case: of an intent id and of a ticket.
CREATE INDEX "dashboard_intent_lower_id_idx" ON "dashboard_intent" (lower("id") text_pattern_ops);
CREATE INDEX "dashboard_intent_lower_ticket_idx" ON "dashboard_intent" (lower("ticket") text_pattern_ops);

-- A ticket's number as people say it: its digits without leading zeros ("T-00042" is 42).
CREATE FUNCTION dashboard_ticket_number(ticket text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ltrim(regexp_replace(ticket, '[^0-9]+', '', 'g'), '0');
CREATE INDEX "dashboard_intent_ticket_number_idx" ON "dashboard_intent" (dashboard_ticket_number("ticket") text_pattern_ops);

-- The words of a concept as the search matches them: accents dropped and lowercased (translate
-- first, so it holds whatever the database's locale does with lower()), split on anything but a-z
-- and 0-9 (so "Café/Tacos" is two words, not a file path). lib/dashboard/parse-search.ts folds the
-- words typed the same way.
CREATE FUNCTION dashboard_concept_words(concept text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, regexp_replace(lower(translate(concept,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy')), '[^a-z0-9]+', ' ', 'g'));
-- Kept in a column (computed by the database on every write), so matching a row costs a lookup,
-- not a new to_tsvector: the GIN index's recheck and any filter read it.
ALTER TABLE "dashboard_intent" ADD COLUMN "concept_words" tsvector GENERATED ALWAYS AS (dashboard_concept_words("concept")) STORED;
CREATE INDEX "dashboard_intent_concept_words_idx" ON "dashboard_intent" USING gin ("concept_words");
