package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/** Accounts and sessions: /api/account/*, names, passwords, CSRF, the sign-in limit, logout and delete. */
class AccountTest extends ServerTestBase {
    @Override
    ServerConfig config(Path dir) {
        return countingHashes(super.config(dir));
    }

    /**
     * {@code config} with a long wait for a hash's turn: these tests count guesses and hashes, not turns, and on a
     * loaded machine five hashes in a row can take longer than the default wait (503 busy: SignInLimitsTest tests
     * the bound).
     */
    static ServerConfig countingHashes(ServerConfig config) {
        return config.withLimits(config.limits().with(Limits.Name.PASSWORD_HASH_WAIT_MILLIS, 60_000));
    }

    private SocialClient browser() {
        return new SocialClient(server.port());
    }

    @Test
    void register_signs_in_with_an_httponly_samesite_cookie_and_a_csrf_token() {
        SocialClient b = browser();
        Client.Response r = b.post("/api/account/register", "{\"name\":\"Ama\",\"password\":\"sesame-123\"}");
        assertEquals(201, r.status(), r.body());
        assertEquals("Ama", r.json().get("name").asText());
        assertNotNull(b.cookie);
        assertTrue(b.lastSetCookie.contains("HttpOnly"), b.lastSetCookie);
        assertTrue(b.lastSetCookie.contains("SameSite=Lax"), b.lastSetCookie);
        assertTrue(b.lastSetCookie.contains("Path=/"), b.lastSetCookie);
        Client.Response me = b.get("/api/account");
        assertEquals(200, me.status());
        assertEquals("Ama", me.json().get("name").asText());
        assertEquals(b.csrf, me.json().get("csrf").asText());
        // The password is never echoed.
        assertTrue(!r.body().contains("sesame") && !me.body().contains("sesame"));
        assertTrue(me.json().get("signedIn").asBoolean());
        assertGuest(browser());
    }

    /** A guest's GET /api/account: an ordinary answer (200), saying nobody is signed in, with nothing else. */
    private static void assertGuest(SocialClient b) {
        Client.Response r = b.get("/api/account");
        assertEquals(200, r.status(), r.body());
        assertEquals("{\"signedIn\":false}", r.body());
    }

    @Test
    void names_are_unique_whatever_their_letters_and_bad_names_and_passwords_are_refused() {
        browser().register("Kofi");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"kOFI\",\"password\":\"kofi-s-twin\"}"),
                409,
                "name-taken");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"admin\",\"password\":\"a-fine-secret\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"x\",\"password\":\"a-fine-secret\"}"),
                400,
                "bad-name");
        assertError(
                browser()
                        .post(
                                "/api/account/register",
                                "{\"name\":\"" + "a".repeat(40) + "\",\"password\":\"a-fine-secret\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"sh1tface\",\"password\":\"a-fine-secret\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"Yaw\",\"password\":\"short\"}"),
                400,
                "bad-password");
        assertError(browser().post("/api/account/register", "{\"name\":\"Yaw\"}"), 400, "bad-password");
        assertError(browser().post("/api/account/register", "[1]"), 400, "bad-json");
        assertError(
                browser().post("/api/account/register", "{\"name\":3,\"password\":\"a-fine-secret\"}"),
                400,
                "bad-json");
        // A refusal loses nothing: the name is still free.
        assertEquals(
                201,
                browser()
                        .post("/api/account/register", "{\"name\":\"Yaw\",\"password\":\"a-fine-secret\"}")
                        .status());
    }

    @Test
    void a_wrong_password_and_an_unknown_name_get_the_same_answer() {
        browser().register("Esi");
        Client.Response wrong =
                browser().post("/api/account/login", "{\"name\":\"Esi\",\"password\":\"not-her-password\"}");
        Client.Response unknown =
                browser().post("/api/account/login", "{\"name\":\"Nobody\",\"password\":\"not-her-password\"}");
        assertError(wrong, 401, "bad-credentials");
        assertEquals(wrong.body(), unknown.body());
        assertEquals(wrong.status(), unknown.status());
        SocialClient b = browser();
        assertEquals(
                200,
                b.post("/api/account/login", "{\"name\":\"esi\",\"password\":\"password-Esi\"}")
                        .status());
        assertEquals("Esi", b.get("/api/account").json().get("name").asText());
    }

    @Test
    void a_new_password_is_not_blank_nor_controlled_nor_common_nor_the_name() {
        for (String[] c : new String[][] {
            {"        ", "password-blank"},
            {"\\u00a0\\u00a0\\u00a0\\u00a0\\u2003\\u2003\\u2003\\u2003", "password-blank"},
            {"secret\\tword", "password-control"},
            {"line\\nbreak-here", "password-control"},
            {"bell\\u0007ringing", "password-control"},
            {"Password1", "password-common"},
            {"QWERTYUIOP", "password-common"},
            {"12345678", "password-common"},
            {"motdepasse", "password-common"},
            {"Kwabena1x", "password-is-name"},
            {"short", "password-length"}
        }) {
            Client.Response r =
                    browser().post("/api/account/register", "{\"name\":\"Kwabena1x\",\"password\":\"" + c[0] + "\"}");
            assertError(r, 400, "bad-password");
            assertEquals(c[1], r.json().get("key").asText(), c[0]);
        }
        // Eight characters of any kind are enough: no rule asks for digits or capitals.
        assertEquals(
                201,
                browser()
                        .post("/api/account/register", "{\"name\":\"Kwabena1x\",\"password\":\"tree frog lamp\"}")
                        .status());
    }

    @Test
    void sign_ins_are_limited_after_five_failures_even_with_the_right_password_until_the_window_has_passed() {
        time.freeze();
        try {
            browser().register("Kwame");
            for (int i = 0; i < 5; i++) {
                assertError(
                        browser().post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"guess-" + i + "\"}"),
                        401,
                        "bad-credentials");
            }
            SocialClient owner = browser();
            Client.Response r =
                    owner.post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"password-Kwame\"}");
            assertError(r, 429, "too-many-attempts");
            // Until the oldest of the five failures is a quarter of an hour old: the time has not moved, so exactly.
            assertEquals("900", r.raw().headers().firstValue("Retry-After").orElseThrow());
            assertEquals("too-many-attempts", r.json().get("key").asText());
            assertEquals(15, r.json().get("params").get("minutes").asInt(), r.body());
            assertNull(owner.cookie, "no session for a refused sign-in");
            // A second before the window has passed, still refused; once it has, the right password signs in.
            time.advance(java.time.Duration.ofSeconds(899));
            Client.Response early =
                    owner.post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"password-Kwame\"}");
            assertError(early, 429, "too-many-attempts");
            assertEquals("1", early.raw().headers().firstValue("Retry-After").orElseThrow());
            time.advance(java.time.Duration.ofSeconds(1));
            assertEquals(
                    200,
                    owner.post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"password-Kwame\"}")
                            .status());
            assertEquals("Kwame", owner.get("/api/account").json().get("name").asText());
        } finally {
            time.unfreeze();
        }
    }

    @Test
    void a_session_ends_thirty_days_after_it_began() {
        time.freeze();
        try {
            SocialClient b = browser().register("Kwesi");
            assertTrue(b.lastSetCookie.contains("Max-Age=2592000"), b.lastSetCookie);
            String cookie = b.cookie;
            time.advance(java.time.Duration.ofDays(30).minusSeconds(1));
            assertEquals("Kwesi", b.get("/api/account").json().get("name").asText(), "a second before its end");
            time.advance(java.time.Duration.ofSeconds(1));
            b.cookie = cookie;
            assertGuest(b);
            b.cookie = cookie;
            assertError(b.post("/api/account/logout", "{}"), 401, "not-signed-in");
            // Signing in again starts a new session of the full length.
            SocialClient again = browser();
            assertEquals(
                    200,
                    again.post("/api/account/login", "{\"name\":\"Kwesi\",\"password\":\"password-Kwesi\"}")
                            .status());
            time.advance(java.time.Duration.ofDays(29));
            assertEquals("Kwesi", again.get("/api/account").json().get("name").asText());
        } finally {
            time.unfreeze();
        }
    }

    @Test
    void cookie_authenticated_changes_need_the_csrf_token_and_this_sites_origin() {
        SocialClient b = browser().register("Abena");
        String csrf = b.csrf;
        b.csrf = null;
        assertError(b.post("/api/account/logout", "{}"), 403, "csrf");
        b.forcedCsrf = "forged";
        assertError(b.post("/api/account/logout", "{}"), 403, "csrf");
        b.forcedCsrf = null;
        b.csrf = csrf;
        b.origin = "http://evil.example";
        assertError(b.post("/api/account/logout", "{}"), 403, "csrf");
        assertError(b.post("/api/account/login", "{\"name\":\"Abena\",\"password\":\"password-Abena\"}"), 403, "csrf");
        b.origin = "http://localhost:" + server.port();
        assertEquals(200, b.get("/api/account").status(), "the refusals changed nothing");
        assertEquals(200, b.post("/api/account/logout", "{}").status());
        assertNull(b.cookie);
        assertError(b.post("/api/account/logout", "{}"), 401, "not-signed-in");
    }

    @Test
    void log_out_everywhere_ends_every_session_of_the_account() {
        SocialClient phone = browser().register("Akosua");
        SocialClient laptop = browser();
        assertEquals(
                200,
                laptop.post("/api/account/login", "{\"name\":\"Akosua\",\"password\":\"password-Akosua\"}")
                        .status());
        String phoneCookie = phone.cookie;
        Client.Response r = laptop.post("/api/account/logout-everywhere", "{}");
        assertEquals(200, r.status(), r.body());
        assertEquals(2, r.json().get("sessions").asInt());
        phone.cookie = phoneCookie;
        assertGuest(phone);
        assertGuest(laptop);
    }

    @Test
    void wrong_passwords_to_delete_the_account_are_counted_like_sign_ins_even_sent_together() {
        SocialClient b = browser().register("Yaa");
        java.util.Map<Integer, Integer> n = SignInLimitsTest.statuses(SignInLimitsTest.together(
                12, i -> b.post("/api/account/delete", "{\"password\":\"guess-" + i + "\"}")));
        assertEquals(java.util.Map.of(403, 5, 429, 7), n);
        // The guesses count against the name from this address: the right password waits too, there and at sign-in.
        assertError(b.post("/api/account/delete", "{\"password\":\"password-Yaa\"}"), 429, "too-many-attempts");
        assertError(
                browser().post("/api/account/login", "{\"name\":\"Yaa\",\"password\":\"password-Yaa\"}"),
                429,
                "too-many-attempts");
        assertEquals("Yaa", b.get("/api/account").json().get("name").asText(), "still signed in, not deleted");
    }

    @Test
    void changing_the_password_needs_the_current_one_and_ends_the_other_sessions() {
        SocialClient phone = browser().register("Kojo");
        SocialClient laptop = browser();
        assertEquals(
                200,
                laptop.post("/api/account/login", "{\"name\":\"Kojo\",\"password\":\"password-Kojo\"}")
                        .status());
        assertError(
                phone.post("/api/account/password", "{\"password\":\"wrong-one\",\"newPassword\":\"a-new-secret\"}"),
                403,
                "wrong-password");
        Client.Response common =
                phone.post("/api/account/password", "{\"password\":\"password-Kojo\",\"newPassword\":\"password123\"}");
        assertError(common, 400, "bad-password");
        assertEquals("password-common", common.json().get("key").asText());
        String csrf = phone.csrf;
        phone.csrf = null;
        assertError(
                phone.post(
                        "/api/account/password", "{\"password\":\"password-Kojo\",\"newPassword\":\"a-new-secret\"}"),
                403,
                "csrf");
        phone.csrf = csrf;
        Client.Response r = phone.post(
                "/api/account/password", "{\"password\":\"password-Kojo\",\"newPassword\":\"a-new-secret\"}");
        assertEquals(200, r.status(), r.body());
        assertEquals(1, r.json().get("otherSessionsEnded").asInt());
        assertEquals("Kojo", phone.get("/api/account").json().get("name").asText(), "this session goes on");
        assertGuest(laptop);
        assertError(
                browser().post("/api/account/login", "{\"name\":\"Kojo\",\"password\":\"password-Kojo\"}"),
                401,
                "bad-credentials");
        assertEquals(
                200,
                browser()
                        .post("/api/account/login", "{\"name\":\"Kojo\",\"password\":\"a-new-secret\"}")
                        .status());
    }

    @Test
    void delete_needs_the_password_then_frees_the_name() {
        SocialClient b = browser().register("Adwoa");
        assertError(b.post("/api/account/delete", "{\"password\":\"nope-nope\"}"), 403, "wrong-password");
        assertEquals(200, b.get("/api/account").status());
        assertEquals(
                200,
                b.post("/api/account/delete", "{\"password\":\"password-Adwoa\"}")
                        .status());
        assertGuest(b);
        assertError(
                browser().post("/api/account/login", "{\"name\":\"Adwoa\",\"password\":\"password-Adwoa\"}"),
                401,
                "bad-credentials");
        assertError(browser().get("/api/players/Adwoa"), 404, "not-found");
        assertEquals(
                201,
                browser()
                        .post("/api/account/register", "{\"name\":\"Adwoa\",\"password\":\"another-one\"}")
                        .status());
    }
}
