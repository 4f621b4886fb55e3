-- Issue 17, hardening (hand-checked SQL):
-- * auth_counters, owned by identity (H1, M1, L7): one row per scope and key (an address, an account,
--   a company), reserved with INSERT … ON CONFLICT DO UPDATE … RETURNING before an attempt is
--   evaluated, so the sign-in limits, the account lockout and the SMS quotas hold under parallel
--   requests.
-- * integration_api_keys.company_ids (I1): the only companies a key may serve; NULL, as for every
--   existing key, means every company.
-- Numbered 0008: 0007 belongs to another change of the same release.
CREATE TABLE "auth_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "integration_api_keys" ADD COLUMN "company_ids" uuid[];