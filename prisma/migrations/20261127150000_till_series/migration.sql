-- Each till gets a series of its own (A, B, ..., Z, AA, AB, ...), and its tickets are the series and
-- the till's number (A-00001): T-00001 was printed by every till of a shop, so a receipt's folio did
-- not say which sale it was. Letters only, so the payments search's ticket number (its digits) is
-- the till's number as before. A sequence hands them out, so tills set up at once never share one.
CREATE SEQUENCE "dashboard_till_series_seq";

-- The n-th series: 1 -> A, 26 -> Z, 27 -> AA (bijective base 26).
CREATE FUNCTION dashboard_till_series(n bigint) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  rest bigint := n;
  letters text := '';
BEGIN
  WHILE rest > 0 LOOP
    letters := chr(65 + ((rest - 1) % 26)::int) || letters;
    rest := (rest - 1) / 26;
  END LOOP;
  RETURN letters;
END $$;

ALTER TABLE "dashboard_till" ADD COLUMN "series" TEXT;
-- the tills set up before, in the order they were: A, B, C, ... (their earlier tickets keep the T- they were printed with)
UPDATE "dashboard_till" AS t SET "series" = dashboard_till_series(o.n)
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "dashboard_till") AS o WHERE t."id" = o."id";
SELECT setval('dashboard_till_series_seq', GREATEST((SELECT count(*) FROM "dashboard_till"), 1), (SELECT count(*) FROM "dashboard_till") > 0);
ALTER TABLE "dashboard_till" ALTER COLUMN "series" SET DEFAULT dashboard_till_series(nextval('dashboard_till_series_seq'));
ALTER TABLE "dashboard_till" ALTER COLUMN "series" SET NOT NULL;
CREATE UNIQUE INDEX "dashboard_till_series_key" ON "dashboard_till"("series");
ALTER TABLE "dashboard_till" ADD CONSTRAINT "dashboard_till_series_letters" CHECK ("series" ~ '^[A-Z]{1,4}$');
