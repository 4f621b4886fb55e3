-- Attempt counters of identity (issue 17, H1 and M1): one row per scope and key (an address, an
-- account), reserved with INSERT … ON CONFLICT DO UPDATE … RETURNING before an attempt is evaluated,
-- so the sign-in limits, the account lockout and the SMS quotas hold under parallel requests.
-- Numbered 0008: 0007 belongs to another change of the same release.
CREATE TABLE "auth_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
