-- Accounts and their sessions. name_key is the name in lower case: names are unique whatever their letters.
-- password_hash is an Argon2id hash in the PHC string format ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
CREATE TABLE accounts (
    id            VARCHAR(32)  PRIMARY KEY,
    name          VARCHAR(32)  NOT NULL,
    name_key      VARCHAR(32)  NOT NULL,
    password_hash VARCHAR(200) NOT NULL,
    created_at    BIGINT       NOT NULL
);
CREATE UNIQUE INDEX accounts_by_name ON accounts (name_key);

-- A session is the SHA-256 of its cookie, never the cookie; csrf is the token cookie-authenticated changes
-- must echo in the X-CSRF-Token header.
CREATE TABLE sessions (
    id_hash     VARCHAR(64) PRIMARY KEY,
    account_id  VARCHAR(32) NOT NULL,
    csrf        VARCHAR(64) NOT NULL,
    created_at  BIGINT      NOT NULL,
    seen_at     BIGINT      NOT NULL
);
CREATE INDEX sessions_by_account ON sessions (account_id);

-- Failed logins by name, for the rate limit (shared by every server of the database).
CREATE TABLE login_failures (
    name_key  VARCHAR(64) NOT NULL,
    at        BIGINT      NOT NULL
);
CREATE INDEX login_failures_by_name ON login_failures (name_key, at);

-- Who sits in each seat of a game: a guest's nickname or an account. seat_token is kept only for an account's
-- seat, so that the account can open it on another device (it is worth that one seat, nothing more).
-- rating_before/after are the seat's rating in the game's pool before and after a rated game.
CREATE TABLE game_players (
    game_id        VARCHAR(32) NOT NULL,
    seat           VARCHAR(8)  NOT NULL,
    account_id     VARCHAR(32),
    name           VARCHAR(32) NOT NULL,
    seat_token     VARCHAR(64),
    muted          BOOLEAN     NOT NULL,
    rating_before  DOUBLE PRECISION,
    rating_after   DOUBLE PRECISION,
    rd_after       DOUBLE PRECISION,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_players_by_account ON game_players (account_id);

-- Games made in the lobby (and any game with players on record): rated or casual, the speed class of its
-- clock, and whether its result has been applied to the ratings (exactly once, whichever server sees it end).
CREATE TABLE game_meta (
    game_id         VARCHAR(32) PRIMARY KEY,
    game_type       VARCHAR(64) NOT NULL,
    speed           VARCHAR(16) NOT NULL,
    rated           BOOLEAN     NOT NULL,
    rating_applied  BOOLEAN     NOT NULL,
    finished_at     BIGINT,
    created_at      BIGINT      NOT NULL
);
CREATE INDEX game_meta_pending ON game_meta (rated, rating_applied);

-- Glicko-2 ratings per account, game and speed class.
CREATE TABLE ratings (
    account_id  VARCHAR(32) NOT NULL,
    game_type   VARCHAR(64) NOT NULL,
    speed       VARCHAR(16) NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    rd          DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INT         NOT NULL,
    updated_at  BIGINT      NOT NULL,
    PRIMARY KEY (account_id, game_type, speed)
);
CREATE INDEX ratings_by_pool ON ratings (game_type, speed, rating);
