-- The computer's review of a finished game (docs/api.md, Review): one row per reviewed game. A request queues
-- it (status 'queued'); a server claims it with a conditional UPDATE (status 'running', claimed_by its id,
-- lease_until when the claim lapses unless renewed) and writes the review as JSON text when it is done. A
-- server that stops gives its running reviews back ('queued'); one that dies leaves them running until their
-- lease lapses, and then any server takes them again. requester_key is the SHA-256 of who asked (the sender key
-- of the game-creation limits), for the bound of one review at a time per requester. The cleanup deletes the
-- row with its game.
CREATE TABLE game_reviews (
    game_id        VARCHAR(32) PRIMARY KEY,
    status         VARCHAR(8)  NOT NULL,
    done_count     INT         NOT NULL,
    total_count    INT         NOT NULL,
    requester_key  VARCHAR(64),
    claimed_by     VARCHAR(32),
    lease_until    BIGINT,
    review         VARCHAR,
    created_at     BIGINT      NOT NULL,
    updated_at     BIGINT      NOT NULL
);
CREATE INDEX game_reviews_by_status ON game_reviews (status, created_at);
CREATE INDEX game_reviews_by_requester ON game_reviews (requester_key, status);
