-- The operators' transfer list (issue 11): a merchant's transfers, newest first, without sorting them all.
CREATE INDEX "wallet_transfers_created_idx" ON "wallet_transfers" USING btree ("merchant_id","created_at","id");
