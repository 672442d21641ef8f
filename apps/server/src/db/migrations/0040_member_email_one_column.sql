-- A member's e-mail is one fact in one column (issue 33): member_accounts.email, which registration, the e-mail reset
-- and the back office read. The security centre kept its own copy (member_security.email, written by the e-mail
-- change) and showed "Not set" for an address given at registration. Its addresses move to the account (an e-mail
-- change always comes after the registration, so it wins), then the column goes.
INSERT INTO "member_accounts" ("merchant_id", "member_id", "email")
SELECT "merchant_id", "member_id", "email" FROM "member_security" WHERE "email" IS NOT NULL
ON CONFLICT ("merchant_id", "member_id") DO UPDATE SET "email" = excluded."email";
--> statement-breakpoint
ALTER TABLE "member_security" DROP COLUMN "email";
