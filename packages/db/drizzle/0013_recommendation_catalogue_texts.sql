-- Rows kept before this version stay null: the API matches their texts against the catalogue (and the
-- measured figure against the assessment's results) the first time it reads them, and stores the answer.
ALTER TABLE "recommendation_suggestions" ADD COLUMN "typed" boolean;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "catalogue_texts" jsonb;
