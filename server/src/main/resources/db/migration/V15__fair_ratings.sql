-- Fair ratings (docs/security.md): why a game that was asked to be rated is not (null: it is, or it was casual
-- from the start), and the pair of accounts it is between (their ids in order), so that the rated games of one
-- pair in the last 24 hours are counted with one indexed read, under the pair's lock (limit_locks).
ALTER TABLE game_meta ADD COLUMN unrated_reason VARCHAR(32);
ALTER TABLE game_meta ADD COLUMN pair_key VARCHAR(80);
CREATE INDEX game_meta_by_pair ON game_meta (pair_key, created_at);
