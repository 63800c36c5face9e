-- One row per game: everything needed to continue it. Positions are rebuilt by replaying the moves.
CREATE TABLE games (
    id               VARCHAR(32)  PRIMARY KEY,
    game_type        VARCHAR(64)  NOT NULL,
    options          VARCHAR(2000) NOT NULL,
    mode             VARCHAR(16)  NOT NULL,
    level            INT,
    computer_seat    VARCHAR(8),
    first_player     VARCHAR(8)   NOT NULL,
    start_position   VARCHAR(4000),
    moves            VARCHAR      NOT NULL,
    version          INT          NOT NULL,
    status           VARCHAR(16)  NOT NULL,
    south_token      VARCHAR(64),
    north_token      VARCHAR(64),
    offer_kind       VARCHAR(16),
    offer_by         VARCHAR(8),
    winner           VARCHAR(8),
    end_reason       VARCHAR(32),
    south_score      INT,
    north_score      INT,
    clock_initial_ms BIGINT,
    clock_increment_ms BIGINT,
    south_ms         BIGINT,
    north_ms         BIGINT,
    turn_started_at  BIGINT,
    created_at       BIGINT       NOT NULL,
    updated_at       BIGINT       NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_at);
