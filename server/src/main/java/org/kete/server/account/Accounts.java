package org.kete.server.account;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;
import org.kete.server.db.Sql;
import org.kete.server.http.Web;
import org.kete.server.http.WebSecurity;

/**
 * Accounts and their sessions (docs/api.md, Accounts).
 *
 * <p>A session is a random cookie, {@code kete_session}, HttpOnly and SameSite=Lax (Secure over HTTPS); the
 * database keeps only its SHA-256. Requests that change something on the strength of the cookie must also send
 * the session's CSRF token in {@code X-CSRF-Token} (a page of another site can make the browser send the
 * cookie, but cannot read the token), and an {@code Origin} header, when present, must be this server's.
 *
 * <p>Wrong password and unknown name get the same answer, after the same work (an Argon2id verification).
 * Every password guess (sign-in, password change, deletion) is counted before its hash, in the database, so the
 * limits hold across every server ({@link SignInLimits}); every hash waits its turn in a small bound
 * ({@link Passwords}). docs/security.md, Sign-in, registration and passwords.
 */
public final class Accounts {
    public static final String COOKIE = "kete_session";
    public static final String CSRF_HEADER = "X-CSRF-Token";
    static final long SESSION_SECONDS = 30L * 24 * 3600;

    /** A signed-in account, and the CSRF token of the session it came with. */
    public record Account(String id, String name, String csrf, String sessionHash) {}

    // ---- requests and views (docs/api.md, Accounts)

    /** Register and sign in: a name and a password. */
    record Credentials(String name, String password) {
        static Credentials read(JsonNode body) {
            return new Credentials(Web.text(body, "name"), Web.text(body, "password"));
        }
    }

    /** Who the session is: signed in, with the account's name and the session's CSRF token, or a guest. */
    public record AccountView(
            boolean signedIn,
            @JsonInclude(JsonInclude.Include.NON_NULL) String name,
            @JsonInclude(JsonInclude.Include.NON_NULL) String csrf) {
        static final AccountView GUEST = new AccountView(false, null, null);
    }

    public record SignedOut(boolean signedOut) {}

    public record SignedOutEverywhere(boolean signedOut, int sessions) {}

    public record Deleted(boolean deleted) {}

    /** A password change: the current password and the new one. */
    record PasswordChange(String password, String newPassword) {
        static PasswordChange read(JsonNode body) {
            return new PasswordChange(Web.text(body, "password"), Web.text(body, "newPassword"));
        }
    }

    /** The password changed; the account's other sessions ended (this one goes on). */
    public record PasswordChanged(boolean changed, int otherSessionsEnded) {}

    private final Db db;
    /** The time, read here (tests move it on). */
    private final InstantSource clock;
    /** The bound on password hashes computed at once. */
    private final Passwords passwords;

    private final SignInLimits guesses;

    public Accounts(Db db, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.db = db;
        this.passwords = new Passwords(
                limits.count(Limits.Name.PASSWORD_HASHES_AT_ONCE),
                limits.millis(Limits.Name.PASSWORD_HASH_WAIT_MILLIS));
        this.guesses = new SignInLimits(db, limits, clock);
    }

    public void routes(RoutesConfig r) {
        // A guest is an ordinary answer, not a failure: every page asks this, and a guest's pages would otherwise
        // log a failed request on each visit.
        r.get("/api/account", ctx -> {
            Account a = current(ctx);
            Web.privateJson(ctx, 200, a == null ? AccountView.GUEST : view(a));
        });
        r.post("/api/account/register", ctx -> {
            checkOrigin(ctx);
            Credentials body = Credentials.read(Web.body(ctx));
            // Every rule that needs no database nor hash first: a refusal costs nothing.
            String name = Names.check(body.name(), "a name");
            String password = Passwords.check(body.password(), name);
            if (byName(name) != null) throw nameTaken(name);
            Account a = register(ctx, name, password);
            Web.privateJson(ctx, 201, view(startSession(ctx, a)));
        });
        r.post("/api/account/login", ctx -> {
            checkOrigin(ctx);
            Credentials body = Credentials.read(Web.body(ctx));
            String name = body.name();
            String password = body.password();
            if (name == null || password == null)
                throw new ApiException(
                        400, "bad-request", "give \"name\" and \"password\"", "name-and-password", Map.of());
            // No account has a longer name or password: refused before any count or hash.
            if (Names.key(name).length() > Names.MAX) {
                throw new ApiException(
                        400,
                        "bad-name",
                        "a name has at most " + Names.MAX + " characters",
                        "name-too-long",
                        Map.of("max", Names.MAX));
            }
            if (!Passwords.isPossible(password)) {
                throw new ApiException(
                        400,
                        "bad-password",
                        "a password has at most " + Passwords.MAX_LENGTH + " characters",
                        "password-too-long",
                        Map.of("max", Passwords.MAX_LENGTH));
            }
            Account a = login(ctx, name, password);
            Web.privateJson(ctx, 200, view(startSession(ctx, a)));
        });
        r.post("/api/account/logout", ctx -> {
            Account a = require(ctx);
            db.with(
                    "could not end the session",
                    c -> Sql.update(c, "DELETE FROM sessions WHERE id_hash = ?", a.sessionHash()));
            clearCookie(ctx);
            Web.json(ctx, 200, new SignedOut(true));
        });
        r.post("/api/account/logout-everywhere", ctx -> {
            Account a = require(ctx);
            int n = db.with(
                    "could not end the sessions",
                    c -> Sql.update(c, "DELETE FROM sessions WHERE account_id = ?", a.id()));
            clearCookie(ctx);
            Web.json(ctx, 200, new SignedOutEverywhere(true, n));
        });
        r.post("/api/account/delete", ctx -> {
            Account a = require(ctx);
            String password = Credentials.read(Web.body(ctx)).password();
            if (password == null || !Passwords.isPossible(password)) throw wrongPassword("to delete the account");
            checkPassword(ctx, a, password, "to delete the account");
            delete(a);
            clearCookie(ctx);
            Web.json(ctx, 200, new Deleted(true));
        });
        r.post("/api/account/password", ctx -> {
            Account a = require(ctx);
            PasswordChange body = PasswordChange.read(Web.body(ctx));
            // The new password's rules first (no hash, no count), then the current password, counted as a guess.
            String next = Passwords.check(body.newPassword(), a.name());
            if (body.password() == null || !Passwords.isPossible(body.password()))
                throw wrongPassword("to change the password");
            checkPassword(ctx, a, body.password(), "to change the password");
            String hash = passwords.hash(next);
            // The password may have been given away or guessed: every other session ends, this one goes on.
            int ended = db.inTransaction("could not change the password", c -> {
                Sql.update(c, "UPDATE accounts SET password_hash = ? WHERE id = ?", hash, a.id());
                return Sql.update(
                        c, "DELETE FROM sessions WHERE account_id = ? AND id_hash <> ?", a.id(), a.sessionHash());
            });
            Web.json(ctx, 200, new PasswordChanged(true, ended));
        });
    }

    private static ApiException wrongPassword(String what) {
        return new ApiException(403, "wrong-password", what + ", give its password", "wrong-password", Map.of());
    }

    /**
     * Checks the signed-in account's password, counted as a sign-in guess for its name (the same limits: 429 past
     * them), before a change that needs it; 403 wrong-password if it is not.
     */
    private void checkPassword(Context ctx, Account a, String password, String what) {
        SignInLimits.Attempt attempt = guesses.reserve(ctx, Names.key(a.name()));
        boolean right;
        try {
            String stored = db.with(
                    "could not read the account",
                    c -> Sql.one(c, "SELECT password_hash FROM accounts WHERE id = ?", rs -> rs.getString(1), a.id()));
            right = stored == null ? passwords.verifyNobody(password) : passwords.verify(password, stored);
        } catch (RuntimeException e) {
            // Never checked (busy), or not known: not a failure of the owner's.
            guesses.release(attempt);
            throw e;
        }
        if (!right) throw wrongPassword(what);
        guesses.release(attempt);
    }

    private static AccountView view(Account a) {
        return new AccountView(true, a.name(), a.csrf());
    }

    /** Registers {@code name}, counted against the address's registrations before the password's hash. */
    private Account register(Context ctx, String name, String password) {
        SignInLimits.Attempt counted = guesses.reserveRegistration(ctx);
        String hash;
        try {
            hash = passwords.hash(password);
        } catch (RuntimeException e) {
            guesses.releaseRegistration(counted);
            throw e;
        }
        String id = Secrets.id();
        boolean added = db.with("could not create the account", c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?,?,?,?,?)")) {
                s.setString(1, id);
                s.setString(2, name);
                s.setString(3, Names.key(name));
                s.setString(4, hash);
                s.setLong(5, clock.millis());
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

    /**
     * Signs in: the guess is counted first (429 past the limits, no hash), then checked in its turn (503 busy if
     * none came); a right one takes its count back.
     */
    private Account login(Context ctx, String name, String password) {
        SignInLimits.Attempt attempt = guesses.reserve(ctx, Names.key(name));
        Stored row;
        boolean right;
        try {
            row = db.with(
                    "could not read the account",
                    c -> Sql.one(
                            c,
                            "SELECT id, name, password_hash FROM accounts WHERE name_key = ?",
                            rs -> new Stored(rs.getString(1), rs.getString(2), rs.getString(3)),
                            Names.key(name)));
            right = row == null ? passwords.verifyNobody(password) : passwords.verify(password, row.passwordHash());
        } catch (RuntimeException e) {
            guesses.release(attempt);
            throw e;
        }
        if (!right)
            throw new ApiException(401, "bad-credentials", "wrong name or password", "bad-credentials", Map.of());
        guesses.release(attempt);
        return new Account(row.id(), row.name(), null, null);
    }

    /** An account's row as a sign-in reads it. */
    private record Stored(String id, String name, String passwordHash) {}

    private Account startSession(Context ctx, Account a) {
        String cookie = Secrets.random(32);
        String csrf = Secrets.random(24);
        String hash = Secrets.hash(cookie);
        long now = clock.millis();
        String device = Sightings.deviceOrNew(ctx);
        String ip = Web.ip(ctx);
        db.with("could not start a session", c -> {
            Sightings.record(c, a.id(), ip, device, now);
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
        String hash = Secrets.hash(cookie);
        long oldest = clock.millis() - SESSION_SECONDS * 1000;
        return db.with(
                "could not read the session",
                c -> Sql.one(
                        c,
                        "SELECT a.id, a.name, s.csrf FROM sessions s"
                                + " JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ? AND s.created_at > ?",
                        rs -> new Account(rs.getString(1), rs.getString(2), rs.getString(3), hash),
                        hash,
                        oldest));
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
        if (!Secrets.same(ctx.header(CSRF_HEADER), a.csrf())) {
            throw new ApiException(
                    403,
                    "csrf",
                    "this change needs the session's token in " + CSRF_HEADER + " (GET /api/account)",
                    "csrf",
                    Map.of());
        }
    }

    /** A browser's Origin, when sent, must be exactly this server's (see WebSecurity.checkOrigin). */
    static void checkOrigin(Context ctx) {
        WebSecurity.checkOrigin(ctx);
    }

    /**
     * Deletes the account: its sessions, ratings and name. Its games stay (its opponents played them), with the
     * seat's name replaced by "deleted" and no link to any account.
     */
    void delete(Account a) {
        db.inTransaction("could not delete the account", c -> {
            Sql.update(c, "DELETE FROM sessions WHERE account_id = ?", a.id());
            Sql.update(c, "DELETE FROM ratings WHERE account_id = ?", a.id());
            Sightings.forget(c, a.id());
            Sql.update(
                    c,
                    "UPDATE game_players SET account_id = NULL, seat_token = NULL, name = 'deleted' WHERE account_id = ?",
                    a.id());
            Sql.update(c, "UPDATE seeks SET status = 'gone' WHERE account_id = ? AND status = 'open'", a.id());
            Sql.update(
                    c,
                    "UPDATE chat_messages SET name = 'deleted', sender_key = 'deleted' WHERE sender_key = ?",
                    "acct:" + a.id());
            Sql.update(c, "DELETE FROM accounts WHERE id = ?", a.id());
            return null;
        });
    }

    /** An account as its name finds it. */
    public record Named(String id, String name) {}

    /** The account of {@code name}, or null. */
    public Named byName(String name) {
        return db.with(
                "could not read the account",
                c -> Sql.one(
                        c,
                        "SELECT id, name FROM accounts WHERE name_key = ?",
                        rs -> new Named(rs.getString(1), rs.getString(2)),
                        Names.key(name)));
    }
}
