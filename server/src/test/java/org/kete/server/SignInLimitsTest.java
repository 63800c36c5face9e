package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.account.Passwords;
import org.kete.server.config.Limits;
import org.kete.server.config.Limits.Name;
import org.kete.server.config.ServerConfig;

/**
 * The limits on password guesses, hashes and registrations (docs/security.md, Sign-in, registration and
 * passwords), each against servers of its own, behind a trusted proxy so that a request can say which address it
 * is from (X-Forwarded-For). Races are fired with many threads released together.
 */
class SignInLimitsTest {
    @TempDir
    Path dir;

    private int databases;

    /** A fresh database (each test's servers start on one of their own). */
    ServerConfig config(Path dir) {
        return TestServers.h2(dir.resolve("db" + databases++));
    }

    /** The test limits with these changes, a long wait for a hash (these tests count hashes, not turns). */
    private ServerConfig config(Limits limits) {
        return config(dir).withBehindProxy(true).withLimits(limits.with(Name.PASSWORD_HASH_WAIT_MILLIS, 60_000));
    }

    private static final String A = "203.0.113.5";
    private static final String B = "198.51.100.7";

    private static SocialClient from(KeteServer server, String address) {
        SocialClient c = new SocialClient(server.port());
        c.forwardedFor = address;
        return c;
    }

    private static String login(String name, String password) {
        return "{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}";
    }

    /** {@code n} requests sent together (all threads released at once); their answers. */
    static List<Client.Response> together(int n, IntFunction<Client.Response> request) {
        return Together.at(n, request);
    }

    /** How many answers had each status; a 429 or 503 without Retry-After, or any 5xx but 503, fails. */
    static Map<Integer, Integer> statuses(List<Client.Response> answers) {
        Map<Integer, Integer> n = new TreeMap<>();
        for (Client.Response r : answers) {
            n.merge(r.status(), 1, Integer::sum);
            if (r.status() == 429 || r.status() == 503) {
                assertTrue(r.raw().headers().firstValue("Retry-After").isPresent(), r.body());
            }
            assertTrue(r.status() < 500 || r.status() == 503, r.status() + " " + r.body());
        }
        return n;
    }

    private static long retryAfter(Client.Response r) {
        return Long.parseLong(r.raw().headers().firstValue("Retry-After").orElseThrow());
    }

    // ---- guesses sent together: counted before the hash

    @Test
    void thirty_guesses_for_one_name_sent_together_reach_the_hash_five_times() {
        KeteServer server = KeteServer.start(config(TestServers.LIMITS));
        try {
            from(server, B).register("Kwame");
            Map<Integer, Integer> n = statuses(together(
                    30, i -> from(server, A).post("/api/account/login", login("Kwame", "guess-" + i))));
            assertEquals(Map.of(401, 5, 429, 25), n);
        } finally {
            server.stop();
        }
    }

    @Test
    void forty_guesses_from_one_address_sent_together_reach_the_hash_twenty_times() {
        KeteServer server = KeteServer.start(config(TestServers.LIMITS));
        try {
            Map<Integer, Integer> n = statuses(together(
                    40, i -> from(server, A).post("/api/account/login", login("Name" + i, "guess-" + i))));
            assertEquals(Map.of(401, 20, 429, 20), n);
        } finally {
            server.stop();
        }
    }

    @Test
    void the_limits_hold_over_two_servers_of_one_database() {
        ServerConfig config = config(TestServers.LIMITS);
        KeteServer one = KeteServer.start(config);
        KeteServer two = KeteServer.start(config);
        try {
            from(one, B).register("Kwame");
            Map<Integer, Integer> n = statuses(together(
                    30, i -> from(i % 2 == 0 ? one : two, A).post("/api/account/login", login("Kwame", "guess-" + i))));
            assertEquals(Map.of(401, 5, 429, 25), n);
            String c = "192.0.2.9";
            n = statuses(together(
                    40, i -> from(i % 2 == 0 ? one : two, c).post("/api/account/login", login("Name" + i, "x-" + i))));
            assertEquals(Map.of(401, 20, 429, 20), n);
        } finally {
            one.stop();
            two.stop();
        }
    }

    // ---- the bound on hashes

    @Test
    void hashes_past_the_bound_are_answered_busy_and_never_run_more_than_one_at_once() {
        // One hash at a time, a turn awaited 1 ms; 24 guesses from one address.
        Limits limits = TestServers.LIMITS
                .with(Name.PASSWORD_HASHES_AT_ONCE, 1)
                .with(Name.PASSWORD_HASH_WAIT_MILLIS, 1)
                .with(Name.SIGN_IN_FAILURES_PER_ADDRESS, 24);
        KeteServer server = KeteServer.start(config(dir).withBehindProxy(true).withLimits(limits));
        try {
            Passwords.resetMostAtOnce();
            List<Client.Response> answers =
                    together(24, i -> from(server, A).post("/api/account/login", login("Nobody" + i, "x" + i)));
            Map<Integer, Integer> n = statuses(answers);
            int checked = n.getOrDefault(401, 0);
            int busy = n.getOrDefault(503, 0);
            assertEquals(24, checked + busy, n.toString());
            assertTrue(busy > 0 && checked > 0, n.toString());
            for (Client.Response r : answers) if (r.status() == 503) ServerTestBase.assertError(r, 503, "busy");
            assertEquals(1, Passwords.mostAtOnce());
            // The guesses answered busy never reached the hash and were not counted: the address has as many
            // guesses left as there were busy answers, one after another (no turn is awaited then).
            for (int i = 0; i < busy; i++) {
                ServerTestBase.assertError(
                        from(server, A).post("/api/account/login", login("Later" + i, "y")), 401, "bad-credentials");
            }
            ServerTestBase.assertError(
                    from(server, A).post("/api/account/login", login("Last", "y")), 429, "too-many-attempts");
        } finally {
            server.stop();
        }
    }

    // ---- an attacker cannot lock the owner out

    @Test
    void an_attacker_hammering_a_name_does_not_lock_the_owner_out() {
        KeteServer server = KeteServer.start(config(TestServers.LIMITS));
        try {
            // The owner registers in a browser of theirs (which keeps its device cookie).
            SocialClient ownersBrowser = from(server, B);
            ownersBrowser.keepsDevice = true;
            ownersBrowser.register("Akua");
            assertNotNull(ownersBrowser.device);
            ownersBrowser.post("/api/account/logout", "{}");

            SocialClient attacker = from(server, A);
            int failed = 0;
            for (int i = 0; i < 50; i++) {
                Client.Response r = attacker.post("/api/account/login", login("Akua", "guess-" + i));
                assertTrue(r.status() == 401 || r.status() == 429, r.body());
                if (r.status() == 401) failed++;
            }
            assertEquals(5, failed);
            // From another address, the owner signs in at once.
            assertEquals(
                    200,
                    from(server, "198.51.100.99")
                            .post("/api/account/login", login("Akua", "password-Akua"))
                            .status());
            // From the attacker's address too, in the browser that has signed in to the account before.
            ownersBrowser.forwardedFor = A;
            Client.Response known = ownersBrowser.post("/api/account/login", login("Akua", "password-Akua"));
            assertEquals(200, known.status(), known.body());
            // But a browser never seen with the account, at the attacker's address, is refused even the right one.
            Client.Response stranger = from(server, A).post("/api/account/login", login("Akua", "password-Akua"));
            ServerTestBase.assertError(stranger, 429, "too-many-attempts");
            assertTrue(retryAfter(stranger) > 0);
        } finally {
            server.stop();
        }
    }

    @Test
    void a_name_under_attack_slows_the_addresses_that_failed_for_it_with_growing_delays() {
        Limits limits = TestServers.LIMITS
                .with(Name.SIGN_IN_FAILURES_PER_PAIR, 100)
                .with(Name.SIGN_IN_FAILURES_PER_ADDRESS, 100)
                .with(Name.SIGN_IN_NAME_FREE_FAILURES, 3)
                .with(Name.SIGN_IN_NAME_DELAY_MAX_SECONDS, 4);
        TestClock time = new TestClock();
        // The delays are read from the server's time, which only the test moves: the same numbers on a slow machine.
        time.freeze();
        KeteServer server = KeteServer.start(config(limits), time);
        try {
            from(server, B).register("Esi");
            SocialClient attacker = from(server, A);
            for (int i = 0; i < 3; i++) {
                ServerTestBase.assertError(
                        attacker.post("/api/account/login", login("Esi", "g" + i)), 401, "bad-credentials");
            }
            // Past the free failures: 1 s, 2 s, 4 s, then the cap (4 s), each between two guesses.
            for (long delay : new long[] {1, 2, 4, 4}) {
                Client.Response slowed = attacker.post("/api/account/login", login("Esi", "g-now"));
                ServerTestBase.assertError(slowed, 429, "too-many-attempts");
                assertEquals("sign-in-slowed", slowed.json().get("key").asText());
                assertEquals(delay, retryAfter(slowed), slowed.body());
                // The owner, from an address that has not failed for the name, is not slowed.
                assertEquals(
                        200,
                        from(server, B)
                                .post("/api/account/login", login("Esi", "password-Esi"))
                                .status());
                time.advance(Duration.ofSeconds(delay));
                ServerTestBase.assertError(
                        attacker.post("/api/account/login", login("Esi", "g-after-" + delay)), 401, "bad-credentials");
            }
            // Another address that has failed for the name is slowed as well: the delay is the name's.
            SocialClient second = from(server, "192.0.2.77");
            ServerTestBase.assertError(
                    second.post("/api/account/login", login("Esi", "first")), 401, "bad-credentials");
            ServerTestBase.assertError(
                    second.post("/api/account/login", login("Esi", "second")), 429, "too-many-attempts");
        } finally {
            server.stop();
        }
    }

    // ---- registration, names and passwords

    @Test
    void registrations_from_one_address_are_limited_even_sent_together() {
        KeteServer server = KeteServer.start(config(TestServers.LIMITS.with(Name.REGISTRATIONS_PER_ADDRESS, 3)));
        try {
            Map<Integer, Integer> n = statuses(together(
                    12, i -> from(server, A).post("/api/account/register", login("Newcomer" + i, "password-of-" + i))));
            assertEquals(Map.of(201, 3, 429, 9), n);
            Client.Response r = from(server, A).post("/api/account/register", login("Late", "password-late"));
            ServerTestBase.assertError(r, 429, "too-many-registrations");
            assertTrue(retryAfter(r) > 3_000, r.body());
            assertEquals(
                    201,
                    from(server, B)
                            .post("/api/account/register", login("Other", "password-other"))
                            .status());
        } finally {
            server.stop();
        }
    }

    @Test
    void a_name_longer_than_any_account_is_refused_before_anything_is_counted() {
        KeteServer server = KeteServer.start(config(TestServers.LIMITS));
        try {
            for (String name : List.of("a".repeat(21), "b".repeat(60), "x".repeat(5_000), "\u0130".repeat(20))) {
                for (int i = 0; i < 6; i++) {
                    ServerTestBase.assertError(
                            from(server, A).post("/api/account/login", login(name, "guess-" + i)), 400, "bad-name");
                }
                ServerTestBase.assertError(
                        from(server, A).post("/api/account/register", login(name, "a-good-password")), 400, "bad-name");
            }
            ServerTestBase.assertError(
                    from(server, A).post("/api/account/login", login("Ama", "p".repeat(201))), 400, "bad-password");
            // None was counted: the address still has all its guesses.
            for (int i = 0; i < 5; i++) {
                ServerTestBase.assertError(
                        from(server, A).post("/api/account/login", login("Ama", "guess-" + i)), 401, "bad-credentials");
            }
        } finally {
            server.stop();
        }
    }
}
