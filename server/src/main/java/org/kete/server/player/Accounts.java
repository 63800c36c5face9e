package org.kete.server.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.kete.server.ApiException;

/**
 * Accounts and their sessions (docs/api.md, Accounts).
 *
 * <p>A session is a random cookie, {@code kete_session}, HttpOnly and SameSite=Lax (Secure over HTTPS); the
 * database keeps only its SHA-256. Requests that change something on the strength of the cookie must also send
 * the session's CSRF token in {@code X-CSRF-Token} (a page of another site can make the browser send the
 * cookie, but cannot read the token), and an {@code Origin} header, when present, must be this server's.
 *
 * <p>Wrong password and unknown name get the same answer, after the same work (an Argon2id verification).
 * Failed logins are counted in the database, so the limit holds across every server: five a name and twenty
 * an address in a quarter of an hour, then 429 until the oldest failure is that old.
 */
public final class Accounts {
    public static final String COOKIE = "kete_session";
    public static final String CSRF_HEADER = "X-CSRF-Token";
    static final long SESSION_SECONDS = 30L * 24 * 3600;
    static final long FAILURE_WINDOW_MS = 15 * 60_000L;
    static final int FAILURES_PER_NAME = 5;
    static final int FAILURES_PER_ADDRESS = 20;

    /** A signed-in account, and the CSRF token of the session it came with. */
    public record Account(String id, String name, String csrf, String sessionHash) {}

    private final Db db;

    public Accounts(Db db) {
        this.db = db;
    }

    public void routes(RoutesConfig r) {
        r.get("/api/account", ctx -> {
            Account a = current(ctx);
            if (a == null)
                throw new ApiException(401, "not-signed-in", "no one is signed in", "not-signed-in", Map.of());
            Web.json(ctx, 200, view(a));
        });
        r.post("/api/account/register", ctx -> {
            checkOrigin(ctx);
            JsonNode body = Web.body(ctx);
            String name = Names.check(Web.text(body, "name"), "a name");
            String password = password(Web.text(body, "password"));
            Account a = register(name, password);
            Web.json(ctx, 201, view(startSession(ctx, a)));
        });
        r.post("/api/account/login", ctx -> {
            checkOrigin(ctx);
            JsonNode body = Web.body(ctx);
            String name = Web.text(body, "name");
            String password = Web.text(body, "password");
            if (name == null || password == null)
                throw new ApiException(400, "bad-request", "give \"name\" and \"password\"");
            Account a = login(name, password, Web.ip(ctx), ctx);
            Web.json(ctx, 200, view(startSession(ctx, a)));
        });
        r.post("/api/account/logout", ctx -> {
            Account a = require(ctx);
            db.with(
                    "could not end the session",
                    c -> update(c, "DELETE FROM sessions WHERE id_hash = ?", a.sessionHash()));
            clearCookie(ctx);
            Web.json(ctx, 200, Map.of("signedOut", true));
        });
        r.post("/api/account/logout-everywhere", ctx -> {
            Account a = require(ctx);
            int n = db.with(
                    "could not end the sessions", c -> update(c, "DELETE FROM sessions WHERE account_id = ?", a.id()));
            clearCookie(ctx);
            Web.json(ctx, 200, Map.of("signedOut", true, "sessions", n));
        });
        r.post("/api/account/delete", ctx -> {
            Account a = require(ctx);
            JsonNode body = Web.body(ctx);
            String password = Web.text(body, "password");
            String stored = db.with("could not read the account", c -> {
                try (PreparedStatement s = c.prepareStatement("SELECT password_hash FROM accounts WHERE id = ?")) {
                    s.setString(1, a.id());
                    try (ResultSet rs = s.executeQuery()) {
                        return rs.next() ? rs.getString(1) : null;
                    }
                }
            });
            if (password == null || stored == null || !Passwords.verify(password, stored)) {
                throw new ApiException(
                        403, "wrong-password", "to delete the account, give its password", "wrong-password", Map.of());
            }
            delete(a);
            clearCookie(ctx);
            Web.json(ctx, 200, Map.of("deleted", true));
        });
    }

    private static Map<String, Object> view(Account a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", a.name());
        m.put("csrf", a.csrf());
        return m;
    }

    private static String password(String p) {
        if (p == null)
            throw new ApiException(400, "bad-password", "a password is required", "password-missing", Map.of());
        if (p.length() < Passwords.MIN_LENGTH || p.length() > Passwords.MAX_LENGTH) {
            throw new ApiException(
                    400,
                    "bad-password",
                    "a password has " + Passwords.MIN_LENGTH + " to " + Passwords.MAX_LENGTH + " characters",
                    "password-length",
                    Map.of("min", Passwords.MIN_LENGTH, "max", Passwords.MAX_LENGTH));
        }
        return p;
    }

    Account register(String name, String password) {
        String hash = Passwords.hash(password);
        String id = Web.id();
        boolean added = db.with("could not create the account", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?,?,?,?,?)")) {
                s.setString(1, id);
                s.setString(2, name);
                s.setString(3, Names.key(name));
                s.setString(4, hash);
                s.setLong(5, System.currentTimeMillis());
                s.executeUpdate();
                return true;
            } catch (SQLException e) {
                if ("23505".equals(e.getSQLState())) return false;
                throw e;
            }
        });
        if (!added) throw nameTaken(name);
        return new Account(id, name, null, null);
    }

    static ApiException nameTaken(String name) {
        return new ApiException(
                409,
                "name-taken",
                "the name '" + name + "' is taken; choose another",
                "name-taken",
                Map.of("name", name));
    }

    private Account login(String name, String password, String ip, Context ctx) {
        String key = Names.key(name);
        long now = System.currentTimeMillis();
        long since = now - FAILURE_WINDOW_MS;
        long[] counts = db.with("could not check the sign-in", c -> new long[] {
            count(c, "SELECT COUNT(*) FROM login_failures WHERE name_key = ? AND at > ?", "name:" + key, since),
            count(c, "SELECT COUNT(*) FROM login_failures WHERE name_key = ? AND at > ?", "ip:" + ip, since)
        });
        if (counts[0] >= FAILURES_PER_NAME || counts[1] >= FAILURES_PER_ADDRESS) {
            ctx.header("Retry-After", String.valueOf(FAILURE_WINDOW_MS / 1000));
            throw new ApiException(
                    429,
                    "too-many-attempts",
                    "too many failed sign-ins; wait a quarter of an hour",
                    "too-many-attempts",
                    Map.of());
        }
        String[] row = db.with("could not read the account", c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT id, name, password_hash FROM accounts WHERE name_key = ?")) {
                s.setString(1, key);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? new String[] {rs.getString(1), rs.getString(2), rs.getString(3)} : null;
                }
            }
        });
        boolean ok = Passwords.verify(password, row == null ? Passwords.DUMMY : row[2]) && row != null;
        if (!ok) {
            db.with("could not record the failed sign-in", c -> {
                try (PreparedStatement s =
                        c.prepareStatement("INSERT INTO login_failures (name_key, at) VALUES (?,?),(?,?)")) {
                    s.setString(1, "name:" + key);
                    s.setLong(2, now);
                    s.setString(3, "ip:" + ip);
                    s.setLong(4, now);
                    s.executeUpdate();
                }
                update(c, "DELETE FROM login_failures WHERE at < ?", now - FAILURE_WINDOW_MS);
                return null;
            });
            throw new ApiException(401, "bad-credentials", "wrong name or password", "bad-credentials", Map.of());
        }
        return new Account(row[0], row[1], null, null);
    }

    private Account startSession(Context ctx, Account a) {
        String cookie = Web.secret(32);
        String csrf = Web.secret(24);
        String hash = Web.sha256(cookie);
        long now = System.currentTimeMillis();
        db.with("could not start a session", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO sessions (id_hash, account_id, csrf, created_at, seen_at) VALUES (?,?,?,?,?)")) {
                s.setString(1, hash);
                s.setString(2, a.id());
                s.setString(3, csrf);
                s.setLong(4, now);
                s.setLong(5, now);
                s.executeUpdate();
            }
            return null;
        });
        ctx.res().addHeader("Set-Cookie", cookie(ctx, cookie, SESSION_SECONDS));
        return new Account(a.id(), a.name(), csrf, hash);
    }

    private static String cookie(Context ctx, String value, long maxAge) {
        return COOKIE + "=" + value + "; Path=/; Max-Age=" + maxAge + "; HttpOnly; SameSite=Lax"
                + (ctx.req().isSecure() ? "; Secure" : "");
    }

    private static void clearCookie(Context ctx) {
        ctx.res().addHeader("Set-Cookie", cookie(ctx, "", 0));
    }

    /** The account of the request's session cookie, or null (no cookie, or a session that has ended). */
    public Account current(Context ctx) {
        String cookie = ctx.cookie(COOKIE);
        if (cookie == null || cookie.isBlank() || cookie.length() > 100) return null;
        String hash = Web.sha256(cookie);
        long oldest = System.currentTimeMillis() - SESSION_SECONDS * 1000;
        return db.with("could not read the session", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name, s.csrf FROM sessions s"
                    + " JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ? AND s.created_at > ?")) {
                s.setString(1, hash);
                s.setLong(2, oldest);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? new Account(rs.getString(1), rs.getString(2), rs.getString(3), hash) : null;
                }
            }
        });
    }

    /**
     * The signed-in account for a change: 401 without a session, 403 without the session's CSRF token or from
     * another site's page.
     */
    public Account require(Context ctx) {
        Account a = current(ctx);
        if (a == null) throw new ApiException(401, "not-signed-in", "sign in first", "not-signed-in", Map.of());
        checkCsrf(ctx, a);
        return a;
    }

    /** The signed-in account if there is a session (with its CSRF token checked), else null: a guest. */
    public Account optional(Context ctx) {
        Account a = current(ctx);
        if (a != null) checkCsrf(ctx, a);
        return a;
    }

    private static void checkCsrf(Context ctx, Account a) {
        checkOrigin(ctx);
        if (!Web.same(ctx.header(CSRF_HEADER), a.csrf())) {
            throw new ApiException(
                    403,
                    "csrf",
                    "this change needs the session's token in " + CSRF_HEADER + " (GET /api/account)",
                    "csrf",
                    Map.of());
        }
    }

    /** A browser's Origin, when sent, must be this server (the Host it was asked by). */
    static void checkOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) return;
        String host = ctx.header("Host");
        String originHost;
        try {
            URI u = URI.create(origin);
            originHost = u.getPort() < 0 ? u.getHost() : u.getHost() + ":" + u.getPort();
        } catch (IllegalArgumentException e) {
            originHost = null;
        }
        if (originHost == null || host == null || !originHost.equalsIgnoreCase(host)) {
            throw new ApiException(403, "csrf", "requests from another site's pages are refused", "csrf", Map.of());
        }
    }

    /**
     * Deletes the account: its sessions, ratings and name. Its games stay (its opponents played them), with the
     * seat's name replaced by "deleted" and no link to any account.
     */
    void delete(Account a) {
        db.inTransaction("could not delete the account", c -> {
            update(c, "DELETE FROM sessions WHERE account_id = ?", a.id());
            update(c, "DELETE FROM ratings WHERE account_id = ?", a.id());
            update(
                    c,
                    "UPDATE game_players SET account_id = NULL, seat_token = NULL, name = 'deleted' WHERE account_id = ?",
                    a.id());
            update(c, "UPDATE seeks SET status = 'gone' WHERE account_id = ? AND status = 'open'", a.id());
            update(
                    c,
                    "UPDATE chat_messages SET name = 'deleted', sender_key = 'deleted' WHERE sender_key = ?",
                    "acct:" + a.id());
            update(c, "DELETE FROM accounts WHERE id = ?", a.id());
            return null;
        });
    }

    /** The account of {@code name}, or null: [id, name]. */
    public String[] byName(String name) {
        return db.with("could not read the account", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT id, name FROM accounts WHERE name_key = ?")) {
                s.setString(1, Names.key(name));
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? new String[] {rs.getString(1), rs.getString(2)} : null;
                }
            }
        });
    }

    static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) s.setObject(i + 1, args[i]);
            return s.executeUpdate();
        }
    }

    private static long count(Connection c, String sql, String key, long since) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, key);
            s.setLong(2, since);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
