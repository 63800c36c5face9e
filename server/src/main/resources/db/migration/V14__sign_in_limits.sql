-- Password guesses (sign-ins, and the current password given to change the password or delete the account),
-- each counted before its hash (docs/security.md, Sign-in, registration and passwords). A right guess takes its
-- row back, so the rows in the window are the failures and the guesses being checked. pair_hash is the SHA-256
-- of who guessed and the name: the address, or for a browser that has signed in to the account before, its
-- device cookie; address_hash is the address's SHA-256 (null for such a browser, which the address limit does
-- not touch). Addresses are kept only as hashes.
CREATE TABLE sign_in_attempts (
    id           VARCHAR(32) PRIMARY KEY,
    name_key     VARCHAR(64) NOT NULL,
    pair_hash    VARCHAR(64) NOT NULL,
    address_hash VARCHAR(64),
    at           BIGINT      NOT NULL
);
CREATE INDEX sign_in_attempts_by_name ON sign_in_attempts (name_key, at);
CREATE INDEX sign_in_attempts_by_pair ON sign_in_attempts (pair_hash, at);
CREATE INDEX sign_in_attempts_by_address ON sign_in_attempts (address_hash, at);
CREATE INDEX sign_in_attempts_by_time ON sign_in_attempts (at);

-- Registrations by address (its SHA-256), counted before the password's hash.
CREATE TABLE registrations (
    id           VARCHAR(32) PRIMARY KEY,
    address_hash VARCHAR(64) NOT NULL,
    at           BIGINT      NOT NULL
);
CREATE INDEX registrations_by_address ON registrations (address_hash, at);

-- The failed sign-ins of before, counted by name or address alone (replaced by sign_in_attempts).
DROP TABLE login_failures;
