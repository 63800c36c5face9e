package org.kete.server.account;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;

/** The SQL of accounts and their sessions (tables accounts, sessions; where they were seen: {@link Sightings}). */
final class AccountStore {
    private final Db db;

    AccountStore(Db db) {
        this.db = db;
    }

    /** An account's row as a sign-in reads it. */
    record Stored(String id, String name, String passwordHash) {}

    /** Adds the account; false if its name (in any letters) is taken. */
    boolean add(String id, String name, String passwordHash, long now) {
        return db.with("could not create the account", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?,?,?,?,?)")) {
                s.setString(1, id);
                s.setString(2, name);
                s.setString(3, Names.key(name));
                s.setString(4, passwordHash);
                s.setLong(5, now);
                s.executeUpdate();
                return true;
            } catch (SQLException e) {
                if ("23505".equals(e.getSQLState())) return false;
                throw e;
            }
        });
    }

    /** The account of the name key {@code key}, or null. */
    Stored byKey(String key) {
        return db.with(
                "could not read the account",
                c -> Sql.one(
                        c,
                        "SELECT id, name, password_hash FROM accounts WHERE name_key = ?",
                        rs -> new Stored(rs.getString(1), rs.getString(2), rs.getString(3)),
                        key));
    }

    /** The stored password hash of account {@code id}, or null (deleted meanwhile). */
    String passwordHash(String id) {
        return db.with(
                "could not read the account",
                c -> Sql.one(c, "SELECT password_hash FROM accounts WHERE id = ?", rs -> rs.getString(1), id));
    }

    /** A new session of {@code account}, stored by its hash, and where the account was seen. */
    void startSession(String account, String hash, String csrf, String ip, String device, long now) {
        db.with("could not start a session", c -> {
            Sightings.record(c, account, ip, device, now);
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO sessions (id_hash, account_id, csrf, created_at, seen_at) VALUES (?,?,?,?,?)")) {
                s.setString(1, hash);
                s.setString(2, account);
                s.setString(3, csrf);
                s.setLong(4, now);
                s.setLong(5, now);
                s.executeUpdate();
            }
            return null;
        });
    }

    /** The account of the session of hash {@code hash} started after {@code oldest}, or null. */
    Accounts.Account session(String hash, long oldest) {
        return db.with(
                "could not read the session",
                c -> Sql.one(
                        c,
                        "SELECT a.id, a.name, s.csrf FROM sessions s"
                                + " JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ? AND s.created_at > ?",
                        rs -> new Accounts.Account(rs.getString(1), rs.getString(2), rs.getString(3), hash),
                        hash,
                        oldest));
    }

    void endSession(String hash) {
        db.with("could not end the session", c -> Sql.update(c, "DELETE FROM sessions WHERE id_hash = ?", hash));
    }

    /** Ends every session of the account; how many there were. */
    int endSessions(String account) {
        return db.with(
                "could not end the sessions", c -> Sql.update(c, "DELETE FROM sessions WHERE account_id = ?", account));
    }

    /** Stores the new password's hash and ends the account's sessions but {@code keptHash}; how many ended. */
    int changePassword(String account, String hash, String keptHash) {
        return db.inTransaction("could not change the password", c -> {
            Sql.update(c, "UPDATE accounts SET password_hash = ? WHERE id = ?", hash, account);
            return Sql.update(c, "DELETE FROM sessions WHERE account_id = ? AND id_hash <> ?", account, keptHash);
        });
    }

    /**
     * Deletes the account: its sessions, ratings and name. Its games stay (its opponents played them), with the
     * seat's name replaced by "deleted" and no link to any account.
     */
    void delete(String account) {
        db.inTransaction("could not delete the account", c -> {
            Sql.update(c, "DELETE FROM sessions WHERE account_id = ?", account);
            Sql.update(c, "DELETE FROM ratings WHERE account_id = ?", account);
            Sightings.forget(c, account);
            Sql.update(
                    c,
                    "UPDATE game_players SET account_id = NULL, seat_token = NULL, name = 'deleted' WHERE account_id = ?",
                    account);
            Sql.update(c, "UPDATE seeks SET status = 'gone' WHERE account_id = ? AND status = 'open'", account);
            Sql.update(
                    c,
                    "UPDATE chat_messages SET name = 'deleted', sender_key = 'deleted' WHERE sender_key = ?",
                    "acct:" + account);
            Sql.update(c, "DELETE FROM accounts WHERE id = ?", account);
            return null;
        });
    }

    /** The account of {@code name}, or null. */
    Accounts.Named named(String name) {
        return db.with(
                "could not read the account",
                c -> Sql.one(
                        c,
                        "SELECT id, name FROM accounts WHERE name_key = ?",
                        rs -> new Accounts.Named(rs.getString(1), rs.getString(2)),
                        Names.key(name)));
    }
}
