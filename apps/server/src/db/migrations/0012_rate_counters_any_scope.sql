ALTER TABLE "rate_counters" DROP CONSTRAINT "rate_counters_merchant_id_merchants_id_fk";
