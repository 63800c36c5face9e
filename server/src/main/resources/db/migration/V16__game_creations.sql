-- Who created each game, for the limits on game creation (docs/security.md, Games): the sender (the sign-in
-- session, else the browser's device cookie, else the address) and the address, each kept only as a SHA-256.
-- A request that creates a game locks both keys (limit_locks), counts their games of the last minute and adds
-- the new game's row, in one transaction. A match's next game is counted against the keys of the game it
-- follows. The cleanup drops the row with its game, and forgets the keys of finished games a day old.
CREATE TABLE game_creations (
    game_id      VARCHAR(32) PRIMARY KEY,
    sender_key   VARCHAR(64) NOT NULL,
    address_key  VARCHAR(64) NOT NULL,
    created_at   BIGINT      NOT NULL
);
CREATE INDEX game_creations_by_sender ON game_creations (sender_key, created_at);
CREATE INDEX game_creations_by_address ON game_creations (address_key, created_at);
CREATE INDEX game_creations_by_time ON game_creations (created_at);

-- The cleanup deletes a game only if no game names it as the one that followed it.
CREATE INDEX games_by_next ON games (next_game);
-- The cleanup finds the aborted games (ended before their players moved) by their end.
CREATE INDEX games_by_end ON games (end_reason, updated_at);
