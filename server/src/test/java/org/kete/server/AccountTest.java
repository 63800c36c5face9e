package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Accounts and sessions: /api/account/*, names, passwords, CSRF, the sign-in limit, logout and delete. */
class AccountTest extends ServerTestBase {
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
                browser().post("/api/account/register", "{\"name\":\"kOFI\",\"password\":\"12345678\"}"),
                409,
                "name-taken");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"admin\",\"password\":\"12345678\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"x\",\"password\":\"12345678\"}"), 400, "bad-name");
        assertError(
                browser()
                        .post(
                                "/api/account/register",
                                "{\"name\":\"" + "a".repeat(40) + "\",\"password\":\"12345678\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"sh1tface\",\"password\":\"12345678\"}"),
                400,
                "bad-name");
        assertError(
                browser().post("/api/account/register", "{\"name\":\"Yaw\",\"password\":\"short\"}"),
                400,
                "bad-password");
        assertError(browser().post("/api/account/register", "{\"name\":\"Yaw\"}"), 400, "bad-password");
        assertError(browser().post("/api/account/register", "[1]"), 400, "bad-json");
        assertError(browser().post("/api/account/register", "{\"name\":3,\"password\":\"12345678\"}"), 400, "bad-json");
        // A refusal loses nothing: the name is still free.
        assertEquals(
                201,
                browser()
                        .post("/api/account/register", "{\"name\":\"Yaw\",\"password\":\"12345678\"}")
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
    void sign_ins_are_limited_after_five_failures_even_with_the_right_password() {
        browser().register("Kwame");
        for (int i = 0; i < 5; i++) {
            assertError(
                    browser().post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"guess-" + i + "\"}"),
                    401,
                    "bad-credentials");
        }
        Client.Response r =
                browser().post("/api/account/login", "{\"name\":\"Kwame\",\"password\":\"password-Kwame\"}");
        assertError(r, 429, "too-many-attempts");
        assertEquals("900", r.raw().headers().firstValue("Retry-After").orElse(null));
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
