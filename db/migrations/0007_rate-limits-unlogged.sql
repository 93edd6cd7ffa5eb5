-- Rate-limit counters are consulted on every API request and are worthless after a crash:
-- an unlogged table skips the write-ahead log (no flush per request); a crash empties it.
ALTER TABLE "rate_limits" SET UNLOGGED;
