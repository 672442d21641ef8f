-- A QR channel that points at the local payment simulator ("/sim/...") takes orders only as a sandbox channel while
-- the simulators are served (issue 26): the seed now creates them as sandbox channels; this flags the ones an earlier
-- seed created, so an existing demo install keeps its QR deposits. A channel pointing at a real wallet is untouched.
UPDATE "deposit_channels" SET "sandbox" = true WHERE "type" IN ('ALIPAY', 'WECHAT', 'QQ') AND "provider_url" LIKE '/sim/%';
