-- Open seeks of the lobby. A seek belongs to its owner's lobby connection (connection_id): it goes when that
-- connection closes, and a seek whose connection no server has vouched for lately (seen_at) is pruned.
-- secret_hash lets the owner (and only the owner) cancel it and pick up the seat once it is accepted.
CREATE TABLE seeks (
    id             VARCHAR(32)  PRIMARY KEY,
    secret_hash    VARCHAR(64)  NOT NULL,
    connection_id  VARCHAR(64)  NOT NULL,
    owner_key      VARCHAR(64)  NOT NULL,
    account_id     VARCHAR(32),
    name           VARCHAR(32)  NOT NULL,
    game_type      VARCHAR(64)  NOT NULL,
    options        VARCHAR(2000) NOT NULL,
    clock_minutes  INT,
    clock_seconds  INT,
    clock_increment INT,
    speed          VARCHAR(16)  NOT NULL,
    rated          BOOLEAN      NOT NULL,
    seat           VARCHAR(8)   NOT NULL,
    rating         DOUBLE PRECISION,
    min_rating     INT,
    max_rating     INT,
    status         VARCHAR(16)  NOT NULL,
    game_id        VARCHAR(32),
    owner_token    VARCHAR(64),
    owner_seat     VARCHAR(8),
    created_at     BIGINT       NOT NULL,
    seen_at        BIGINT       NOT NULL
);
CREATE INDEX seeks_by_connection ON seeks (connection_id);
CREATE INDEX seeks_by_owner ON seeks (owner_key, status);

-- Chat of a game: room 'players' (the two players) or 'spectators'. Never part of the game's record.
CREATE TABLE chat_messages (
    id          BIGINT      NOT NULL,
    game_id     VARCHAR(32) NOT NULL,
    room        VARCHAR(16) NOT NULL,
    seat        VARCHAR(8),
    sender_key  VARCHAR(64) NOT NULL,
    name        VARCHAR(32) NOT NULL,
    text        VARCHAR(1000) NOT NULL,
    at          BIGINT      NOT NULL,
    PRIMARY KEY (game_id, id)
);
CREATE INDEX chat_by_sender ON chat_messages (sender_key, at);
