-- Matches: a single game, best of N or first to N wins. Player A is the one who created the match; the
-- players change seats from game to game, so each game says which seat A holds in it. The score counts the
-- finished games of the match and is rewritten in the same transaction that finishes one of them.
CREATE TABLE matches (
    id          VARCHAR(32) PRIMARY KEY,
    format      VARCHAR(16) NOT NULL,
    target      INT         NOT NULL,
    a_wins      INT         NOT NULL,
    b_wins      INT         NOT NULL,
    draws       INT         NOT NULL,
    status      VARCHAR(16) NOT NULL,
    winner      VARCHAR(1),
    created_at  BIGINT      NOT NULL,
    updated_at  BIGINT      NOT NULL
);

ALTER TABLE games ADD COLUMN match_id VARCHAR(32);
ALTER TABLE games ADD COLUMN match_number INT;
ALTER TABLE games ADD COLUMN a_seat VARCHAR(8);
ALTER TABLE games ADD COLUMN next_game VARCHAR(32);

CREATE INDEX games_by_match ON games (match_id, match_number);
