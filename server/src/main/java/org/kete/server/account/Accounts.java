package org.kete.server.account;

import java.time.InstantSource;
import java.util.Map;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.db.Db;

/**
 * Accounts and their sessions (docs/api.md, Accounts): the rules. The http layer (AccountRoutes, Sessions) turns
 * cookies, the CSRF header and the Origin into the plain values given here: a session's cookie value, the
 * request's address and its browser's device id.
 *
 * <p>A session is a random value the browser keeps as a cookie; the database keeps only its SHA-256, and the
 * session ends {@link #SESSION_SECONDS} after it began. Changes on the strength of a session also need the
 * session's CSRF token (checked by the http layer against {@link Account#csrf}).
 *
 * <p>Wrong password and unknown name get the same answer, after the same work (an Argon2id verification).
 * Every password guess (sign-in, password change, deletion) is counted before its hash, in the database, so the
 * limits hold across every server ({@link SignInLimits}); every hash waits its turn in a small bound
 * ({@link Passwords}). docs/security.md, Sign-in, registration and passwords.
 */
public final class Accounts {
    /** A session's lifetime: after it, its cookie is no longer accepted. */
    public static final long SESSION_SECONDS = 30L * 24 * 3600;

    /** A signed-in account, and the CSRF token and hash of the session it came with. */
    public record Account(String id, String name, String csrf, String sessionHash) {}

    /** An account as its name finds it. */
    public record Named(String id, String name) {}

    /**
     * Where a request comes from: its address, and the device id its browser holds (null: none, or not one of
     * ours).
     */
    public record Seen(String ip, String device) {}

    /**
     * A session just started: its account (with the session's CSRF token), the cookie value to give the browser,
     * and a new device id to give it when it had none (else null).
     */
    public record Session(Account account, String cookie, String newDevice) {}

    /** The time, read here (tests move it on). */
    private final InstantSource clock;
    /** The bound on password hashes computed at once. */
    private final Passwords passwords;

    private final SignInLimits guesses;
    private final AccountStore store;

    public Accounts(Db db, Limits limits, InstantSource clock) {
        this.clock = clock;
        this.store = new AccountStore(db);
        this.passwords = new Passwords(
                limits.count(Limits.Name.PASSWORD_HASHES_AT_ONCE),
                limits.millis(Limits.Name.PASSWORD_HASH_WAIT_MILLIS));
        this.guesses = new SignInLimits(db, limits, clock);
    }

    /**
     * Registers {@code name} and signs it in. Every rule that needs no database nor hash first (a refusal costs
     * nothing), then the registration is counted against the address before the password's hash.
     */
    public Session register(String name, String password, Seen seen) {
        String checked = Names.check(name, "a name");
        String pass = Passwords.check(password, checked);
        if (byName(checked) != null) throw nameTaken(checked);
        SignInLimits.Attempt counted = guesses.reserveRegistration(seen.ip());
        String hash;
        try {
            hash = passwords.hash(pass);
        } catch (RuntimeException e) {
            guesses.releaseRegistration(counted);
            throw e;
        }
        String id = Secrets.id();
        if (!store.add(id, checked, hash, clock.millis())) throw nameTaken(checked);
        return startSession(id, checked, seen);
    }

    static ApiException nameTaken(String name) {
        return ApiException.conflict(
                "name-taken", "the name '" + name + "' is taken; choose another", "name-taken", Map.of("name", name));
    }

    /**
     * Signs in: a name or password no account could have is refused before anything is counted; then the guess
     * is counted (429 past the limits, no hash), then checked in its turn (503 busy if none came); a right one
     * takes its count back.
     */
    public Session login(String name, String password, Seen seen) {
        if (name == null || password == null)
            throw new ApiException(400, "bad-request", "give \"name\" and \"password\"", "name-and-password", Map.of());
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
        SignInLimits.Attempt attempt = guesses.reserve(seen, Names.key(name));
        AccountStore.Stored row;
        boolean right;
        try {
            row = store.byKey(Names.key(name));
            right = row == null ? passwords.verifyNobody(password) : passwords.verify(password, row.passwordHash());
        } catch (RuntimeException e) {
            guesses.release(attempt);
            throw e;
        }
        if (!right)
            throw new ApiException(401, "bad-credentials", "wrong name or password", "bad-credentials", Map.of());
        guesses.release(attempt);
        return startSession(row.id(), row.name(), seen);
    }

    private Session startSession(String id, String name, Seen seen) {
        String cookie = Secrets.random(32);
        String csrf = Secrets.random(24);
        String hash = Secrets.hash(cookie);
        // A browser without a device id is given one now, so that it is known at its next sign-in.
        String newDevice = seen.device() == null ? Secrets.random(24) : null;
        String device = newDevice == null ? seen.device() : newDevice;
        store.startSession(id, hash, csrf, seen.ip(), device, clock.millis());
        return new Session(new Account(id, name, csrf, hash), cookie, newDevice);
    }

    /** The account of the session whose cookie is {@code cookie}, or null (none, or a session that has ended). */
    public Account current(String cookie) {
        if (cookie == null || cookie.isBlank() || cookie.length() > 100) return null;
        return store.session(Secrets.hash(cookie), clock.millis() - SESSION_SECONDS * 1000);
    }

    /** Ends the session {@code a} came with. */
    public void logout(Account a) {
        store.endSession(a.sessionHash());
    }

    /** Ends every session of the account; how many there were. */
    public int logoutEverywhere(Account a) {
        return store.endSessions(a.id());
    }

    /**
     * Changes the password: the new one's rules first (no hash, no count), then the current password, counted as
     * a guess. The password may have been given away or guessed: every other session ends, this one goes on.
     * Returns how many ended.
     */
    public int changePassword(Account a, String password, String newPassword, Seen seen) {
        String next = Passwords.check(newPassword, a.name());
        if (password == null || !Passwords.isPossible(password)) throw wrongPassword("to change the password");
        checkPassword(a, password, "to change the password", seen);
        String hash = passwords.hash(next);
        return store.changePassword(a.id(), hash, a.sessionHash());
    }

    /**
     * Deletes the account, given its password: its sessions, ratings and name. Its games stay (its opponents
     * played them), with the seat's name replaced by "deleted" and no link to any account.
     */
    public void delete(Account a, String password, Seen seen) {
        if (password == null || !Passwords.isPossible(password)) throw wrongPassword("to delete the account");
        checkPassword(a, password, "to delete the account", seen);
        store.delete(a.id());
    }

    private static ApiException wrongPassword(String what) {
        return new ApiException(403, "wrong-password", what + ", give its password", "wrong-password", Map.of());
    }

    /**
     * Checks the signed-in account's password, counted as a sign-in guess for its name (the same limits: 429 past
     * them), before a change that needs it; 403 wrong-password if it is not.
     */
    private void checkPassword(Account a, String password, String what, Seen seen) {
        SignInLimits.Attempt attempt = guesses.reserve(seen, Names.key(a.name()));
        boolean right;
        try {
            String stored = store.passwordHash(a.id());
            right = stored == null ? passwords.verifyNobody(password) : passwords.verify(password, stored);
        } catch (RuntimeException e) {
            // Never checked (busy), or not known: not a failure of the owner's.
            guesses.release(attempt);
            throw e;
        }
        if (!right) throw wrongPassword(what);
        guesses.release(attempt);
    }

    /** The account of {@code name}, or null. */
    public Named byName(String name) {
        return store.named(name);
    }
}
