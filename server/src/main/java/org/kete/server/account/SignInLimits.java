package org.kete.server.account;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.InstantSource;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;
import org.kete.server.config.Limits;
import org.kete.server.config.Limits.Name;
import org.kete.server.db.Db;
import org.kete.server.db.Limit;
import org.kete.server.db.Sql;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The limits on guessing passwords and on registering (docs/security.md, Sign-in, registration and passwords).
 *
 * <p>Every password guess (a sign-in, and the current password given to change the password or delete the
 * account) is counted <em>before</em> its hash, as a row of table sign_in_attempts reserved under the keys'
 * locks ({@link Limit#lock}): requests sent together are counted one after another, on every server of the
 * database, and only those within the limits reach the hash. A guess that turns out right takes its row back
 * ({@link #release}); so does one that never reached the hash (503 busy). A wrong one stays, as a failure.
 *
 * <p>The rule, so that an attacker cannot lock the owner out:
 *
 * <ol>
 *   <li>A browser that has signed in to the account before (its device cookie, {@link Sightings#knownDevice}) is
 *       limited only by its own failures for that name: {@code sign-in-failures-per-pair} in the window. The
 *       address it comes from and the name's delay do not touch it.
 *   <li>Anyone else is limited by the pair (address, name), {@code sign-in-failures-per-pair}, and by the
 *       address, {@code sign-in-failures-per-address}, in the window.
 *   <li>Once a name has had {@code sign-in-name-free-failures} failures in the window, from anywhere, an address
 *       that has itself failed for the name waits between two guesses: 1 s after the first failure past the
 *       free ones, then 2 s, 4 s, ... at most {@code sign-in-name-delay-max-seconds}, counted from the name's
 *       latest guess. An address that has not failed for the name is not slowed: the owner signing in from
 *       home, while a stranger hammers the name from elsewhere, gets in at once.
 * </ol>
 *
 * Past any of these the answer is {@code 429 too-many-attempts} with Retry-After, and no hash is computed.
 */
final class SignInLimits {
    private static final Logger LOG = LoggerFactory.getLogger(SignInLimits.class);

    /** Old rows are deleted at most this often (each server). */
    private static final long CLEANUP_EVERY_MS = 60_000;

    private final Db db;
    private final InstantSource clock;
    private final long windowMs;
    private final int perPair;
    private final int perAddress;
    private final int nameFree;
    private final long nameDelayMaxMs;
    private final long registrationWindowMs;
    private final int registrations;
    private final AtomicLong lastCleanup = new AtomicLong();

    SignInLimits(Db db, Limits limits, InstantSource clock) {
        this.db = db;
        this.clock = clock;
        this.windowMs = limits.millis(Name.SIGN_IN_WINDOW_SECONDS);
        this.perPair = limits.count(Name.SIGN_IN_FAILURES_PER_PAIR);
        this.perAddress = limits.count(Name.SIGN_IN_FAILURES_PER_ADDRESS);
        this.nameFree = limits.count(Name.SIGN_IN_NAME_FREE_FAILURES);
        this.nameDelayMaxMs = limits.millis(Name.SIGN_IN_NAME_DELAY_MAX_SECONDS);
        this.registrationWindowMs = limits.millis(Name.REGISTRATION_WINDOW_SECONDS);
        this.registrations = limits.count(Name.REGISTRATIONS_PER_ADDRESS);
    }

    /** A guess counted before its hash: its row, to take back if the guess was right or never checked. */
    record Attempt(String id) {}

    /**
     * Counts a guess of the password of {@code nameKey} (an account's, or a name no account has) by the request's
     * address and browser ({@code seen}), or refuses it with 429 and Retry-After if it is past a limit.
     */
    Attempt reserve(Accounts.Seen seen, String nameKey) {
        String ip = seen.ip();
        String device = seen.device();
        long now = clock.millis();
        String id = Secrets.id();
        Wait wait = db.inTransaction("could not count the sign-in", c -> {
            String account = Sql.one(c, "SELECT id FROM accounts WHERE name_key = ?", rs -> rs.getString(1), nameKey);
            boolean known = account != null && Sightings.knownDevice(c, account, device);
            // The locks, always in this order (pair, address, name), so that two requests never wait for each
            // other.
            String pair = Secrets.hash((known ? "device\n" + device : "ip\n" + ip) + "\n" + nameKey);
            String address = known ? null : Secrets.hash(ip);
            Limit.lock(c, "sign-in-pair:" + pair);
            if (address != null) Limit.lock(c, "sign-in-address:" + address);
            Limit.lock(c, "sign-in-name:" + nameKey);
            long since = now - windowMs;
            Long ms = untilBelow(c, "pair_hash", pair, perPair, since, now);
            if (ms == null && address != null) ms = untilBelow(c, "address_hash", address, perAddress, since, now);
            if (ms != null) return new Wait(ms, false);
            if (address != null) {
                ms = nameDelay(c, nameKey, pair, since, now);
                if (ms != null) return new Wait(ms, true);
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO sign_in_attempts (id, name_key, pair_hash, address_hash, at) VALUES (?,?,?,?,?)")) {
                s.setString(1, id);
                s.setString(2, nameKey);
                s.setString(3, pair);
                s.setString(4, address);
                s.setLong(5, now);
                s.executeUpdate();
            }
            return null;
        });
        if (wait != null) throw wait.slowed() ? slowed(wait.ms()) : tooMany(wait.ms());
        cleanUp(now);
        return new Attempt(id);
    }

    /** How long a refused guess must wait, and whether for the name's delay (rule 3) or a limit (rules 1, 2). */
    private record Wait(long ms, boolean slowed) {}

    /** Takes back a guess that was right, or that never reached its hash. */
    void release(Attempt a) {
        db.with(
                "could not record the sign-in",
                c -> Sql.update(c, "DELETE FROM sign_in_attempts WHERE id = ?", a.id()));
    }

    /**
     * How long until fewer than {@code max} of the rows of {@code key} (in column {@code column}) are in the
     * window, or null if fewer are now.
     */
    private Long untilBelow(Connection c, String column, String key, int max, long since, long now)
            throws SQLException {
        if (max <= 0) return windowMs;
        // The max-th newest row in the window: once it leaves the window, fewer than max are left.
        Long at = Sql.one(
                c,
                "SELECT at FROM sign_in_attempts WHERE " + column + " = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?",
                rs -> rs.getLong(1),
                key,
                since,
                max - 1);
        return at == null ? null : at + windowMs - now;
    }

    /**
     * The wait of an address that has failed for a slowed name (rule 3), or null: the name has had no more than
     * its free failures in the window, or this address has not failed for it, or the delay since the name's
     * latest guess has passed.
     */
    private Long nameDelay(Connection c, String nameKey, String pair, long since, long now) throws SQLException {
        long failures =
                Sql.count(c, "SELECT COUNT(*) FROM sign_in_attempts WHERE name_key = ? AND at > ?", nameKey, since);
        if (failures < nameFree) return null;
        if (Sql.count(c, "SELECT COUNT(*) FROM sign_in_attempts WHERE pair_hash = ? AND at > ?", pair, since) == 0)
            return null;
        long delay = delayAfter(failures - nameFree, nameDelayMaxMs);
        Long latest = Sql.one(
                c,
                "SELECT MAX(at) FROM sign_in_attempts WHERE name_key = ? AND at > ?",
                rs -> rs.getLong(1),
                nameKey,
                since);
        long wait = (latest == null ? 0 : latest) + delay - now;
        return wait > 0 ? wait : null;
    }

    /** 1 s after the first failure past the free ones, doubling with each: 1, 2, 4, ... s, at most {@code maxMs}. */
    static long delayAfter(long pastFree, long maxMs) {
        long d = 1_000L << Math.min(pastFree, 30);
        return Math.min(d, maxMs);
    }

    /**
     * Counts a registration from the request's address before its hash, or refuses it with 429 and Retry-After:
     * {@code registrations-per-address} in {@code registration-window-seconds}. Returns the row, taken back if
     * the registration never reached its hash.
     */
    Attempt reserveRegistration(String ip) {
        String address = Secrets.hash(ip);
        long now = clock.millis();
        String id = Secrets.id();
        Long retryMs = db.inTransaction("could not count the registration", c -> {
            Limit.lock(c, "register:" + address);
            if (registrations <= 0) return registrationWindowMs;
            Long at = Sql.one(
                    c,
                    "SELECT at FROM registrations WHERE address_hash = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?",
                    rs -> rs.getLong(1),
                    address,
                    now - registrationWindowMs,
                    registrations - 1);
            if (at != null) return at + registrationWindowMs - now;
            Sql.update(c, "INSERT INTO registrations (id, address_hash, at) VALUES (?,?,?)", id, address, now);
            return null;
        });
        if (retryMs != null) {
            long seconds = seconds(retryMs);
            long minutes = (seconds + 59) / 60;
            throw ApiException.tooMany(
                    "too-many-registrations",
                    "too many accounts registered from this address; try again in " + minutes + " min",
                    "too-many-registrations",
                    Map.of("minutes", minutes),
                    seconds);
        }
        return new Attempt(id);
    }

    void releaseRegistration(Attempt a) {
        db.with(
                "could not record the registration",
                c -> Sql.update(c, "DELETE FROM registrations WHERE id = ?", a.id()));
    }

    /** A wait of {@code ms} in whole seconds, rounded up (at least 1): the refusal's Retry-After. */
    static long seconds(long ms) {
        return Math.max(1, (ms + 999) / 1000);
    }

    private static ApiException tooMany(long ms) {
        long seconds = seconds(ms);
        long minutes = (seconds + 59) / 60;
        return ApiException.tooMany(
                "too-many-attempts",
                "too many failed sign-ins; try again in " + minutes + " min",
                "too-many-attempts",
                Map.of("minutes", minutes),
                seconds);
    }

    private static ApiException slowed(long ms) {
        long seconds = seconds(ms);
        return ApiException.tooMany(
                "too-many-attempts",
                "this name has had many failed sign-ins; wait " + seconds + " s before the next",
                "sign-in-slowed",
                Map.of("seconds", seconds),
                seconds);
    }

    /**
     * Deletes rows older than their window, at most once a minute. Best effort, outside any lock: a failure here
     * only leaves old rows (which no count reads) for the next time.
     */
    private void cleanUp(long now) {
        long last = lastCleanup.get();
        if (now - last < CLEANUP_EVERY_MS || !lastCleanup.compareAndSet(last, now)) return;
        try (Connection c = db.connection()) {
            Sql.update(c, "DELETE FROM sign_in_attempts WHERE at < ?", now - windowMs);
            Sql.update(c, "DELETE FROM registrations WHERE at < ?", now - registrationWindowMs);
        } catch (SQLException e) {
            LOG.debug("could not delete old sign-in attempts: {}", e.getMessage());
        }
    }
}
