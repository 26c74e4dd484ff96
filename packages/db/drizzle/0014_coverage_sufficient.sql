ALTER TABLE "assessments" ADD COLUMN "coverage_sufficient" boolean;--> statement-breakpoint
-- Results analysed before coverage was kept: the same rule as contracts' coverageOf (COVERAGE_RULES:
-- a clip of at least 3 s, at least 2 s measured, at least half of its frames; a test holds the
-- numbers here to it). A score that falls short loses its risk level: it is not a finding.
UPDATE "assessments" AS a SET
  "coverage_sufficient" = c.sufficient,
  "risk_level" = CASE WHEN c.sufficient THEN a."risk_level" ELSE NULL END
FROM (
  SELECT r."assessment_id", r."organization_id",
    ((r."results"->'video'->>'duration_seconds')::float8 >= 3
      AND (r."results"->'frames'->>'scored')::float8
        / NULLIF((r."results"->>'sampled_fps')::float8, 0) >= 2
      AND (r."results"->'frames'->>'total')::float8 > 0
      AND (r."results"->'frames'->>'scored')::float8
        >= 0.5 * (r."results"->'frames'->>'total')::float8) AS sufficient
  FROM "assessment_results" r
  WHERE r."results" ? 'video' AND r."results" ? 'frames' AND r."results" ? 'sampled_fps'
) c
WHERE a."id" = c."assessment_id" AND a."organization_id" = c."organization_id"
  AND c.sufficient IS NOT NULL;
