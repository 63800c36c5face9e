-- A row per limited key (docs/security.md): a request that counts and then acts under a limit locks its key's
-- row first (SELECT ... FOR UPDATE), so that requests sent together for one key are counted one after another,
-- on every server of one database.
CREATE TABLE limit_locks (
    lock_key VARCHAR(300) PRIMARY KEY
);

-- Where each account was seen signing in or registering: an address ('ip') or a browser ('device', the device
-- cookie), each kept only as a SHA-256, with when it was first and last seen. Rated games between accounts seen
-- at the same address or browser are casual unless the server allows them (docs/security.md, fair ratings).
CREATE TABLE account_seen (
    account_id VARCHAR(32) NOT NULL,
    kind       VARCHAR(8)  NOT NULL,
    value_hash VARCHAR(64) NOT NULL,
    first_at   BIGINT      NOT NULL,
    last_at    BIGINT      NOT NULL,
    PRIMARY KEY (account_id, kind, value_hash)
);
CREATE INDEX account_seen_by_value ON account_seen (kind, value_hash);
