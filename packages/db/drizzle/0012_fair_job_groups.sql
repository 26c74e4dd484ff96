ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
CREATE INDEX "jobs_group_state_idx" ON "jobs" USING btree ("group_key","state");--> statement-breakpoint
-- jobs waiting or running at the upgrade: their organization, as the analysis job's groupOf names it
UPDATE "jobs" SET "group_key" = "payload"->>'organizationId' WHERE "group_key" IS NULL AND "state" IN ('queued', 'active');
