package org.kete.server.account;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.kete.server.common.Secrets;
import org.kete.server.db.Sql;

/**
 * Where accounts were seen: the addresses and browsers they registered or signed in from, kept as SHA-256s
 * only (table account_seen). A browser is known by its device cookie, {@code kete_device}: a random value set
 * at the first sign-in or registration and kept for 400 days, that says nothing but "this browser again". Two
 * accounts seen at one address or in one browser may be one person: rated games between them are casual unless
 * the server allows them (docs/security.md); a browser that has signed in to an account before is trusted by
 * the sign-in limits.
 */
public final class Sightings {
    private Sightings() {}

    /** Records that {@code account} was seen at {@code ip} (may be null) and in the browser {@code device}. */
    static void record(Connection c, String account, String ip, String device, long now) throws SQLException {
        if (ip != null) seen(c, account, "ip", Secrets.hash(ip), now);
        if (device != null) seen(c, account, "device", Secrets.hash(device), now);
    }

    private static void seen(Connection c, String account, String kind, String hash, long now) throws SQLException {
        int n = Sql.update(
                c,
                "UPDATE account_seen SET last_at = ? WHERE account_id = ? AND kind = ? AND value_hash = ?",
                now,
                account,
                kind,
                hash);
        if (n > 0) return;
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO account_seen (account_id, kind, value_hash, first_at, last_at) VALUES (?,?,?,?,?)")) {
            s.setString(1, account);
            s.setString(2, kind);
            s.setString(3, hash);
            s.setLong(4, now);
            s.setLong(5, now);
            s.executeUpdate();
        } catch (SQLException e) {
            // Seen at the same moment by another request: one row is enough.
            if (!"23505".equals(e.getSQLState())) throw e;
        }
    }

    /** Whether accounts {@code a} and {@code b} were both seen at one address or in one browser since {@code since}. */
    public static boolean shared(Connection c, String a, String b, long since) throws SQLException {
        return Sql.count(
                        c,
                        "SELECT COUNT(*) FROM account_seen x JOIN account_seen y"
                                + " ON x.kind = y.kind AND x.value_hash = y.value_hash"
                                + " WHERE x.account_id = ? AND y.account_id = ? AND x.last_at >= ? AND y.last_at >= ?",
                        a,
                        b,
                        since,
                        since)
                > 0;
    }

    /** Whether {@code account} has signed in (or registered) in the browser {@code device} before. */
    static boolean knownDevice(Connection c, String account, String device) throws SQLException {
        if (device == null) return false;
        return Sql.count(
                        c,
                        "SELECT COUNT(*) FROM account_seen WHERE account_id = ? AND kind = 'device' AND value_hash = ?",
                        account,
                        Secrets.hash(device))
                > 0;
    }

    /** Forgets where {@code account} was seen (the account is deleted). */
    static void forget(Connection c, String account) throws SQLException {
        Sql.update(c, "DELETE FROM account_seen WHERE account_id = ?", account);
    }
}
