ALTER TABLE "auth_user" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
-- One trial per person (decision 0077): an owner had theirs with their workspaces; the earliest
-- end of those trials, or, when staff have set every plan, the first workspace's creation (over).
UPDATE "auth_user" AS u SET "trial_ends_at" = t."ends"
FROM (
	SELECT m."user_id", coalesce(min(o."trial_ends_at"), min(o."created_at")) AS "ends"
	FROM "auth_member" AS m
	JOIN "auth_organization" AS o ON o."id" = m."organization_id"
	WHERE m."role" = 'owner'
	GROUP BY m."user_id"
) AS t
WHERE t."user_id" = u."id";
