package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.kete.server.config.Limits;
import org.kete.server.config.ServerConfig;

/**
 * The limits of the chat and the lobby hold when requests come together (20 threads released at once), on one
 * server and on two servers of one database; a rematch accepted many times at once makes one game; a seek's owner
 * cannot accept it, whatever the request leaves out; and what strangers write is cleaned before others see it.
 */
class SocialRacesTest extends ServerTestBase {
    static final int THREADS = 20;

    /** The database's configuration, kept to start more servers on the same database. */
    private ServerConfig database;

    @Override
    final ServerConfig config(Path dir) {
        database = database(dir);
        return database;
    }

    /** The database under test (a Postgres* subclass gives its own). */
    ServerConfig database(Path dir) {
        return TestServers.h2(dir);
    }

    /**
     * Runs {@code work} on {@code n} threads released together by one start gate, and returns each one's answer.
     * No answer may be a 5xx.
     */
    static List<Client.Response> together(int n, IntFunction<Client.Response> work) {
        List<Client.Response> out = Together.at(n, work);
        for (Client.Response r : out)
            assertTrue(r.status() < 500, "no answer is a 5xx: " + r.status() + " " + r.body());
        return out;
    }

    static long count(List<Client.Response> answers, int status) {
        return answers.stream().filter(r -> r.status() == status).count();
    }

    /** An online game with both seats taken: [id, south token, north token]. */
    private String[] seated(Client on) {
        JsonNode c = on.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}");
        String id = c.get("game").get("id").asText();
        Client.Response j = on.post("/api/games/" + id + "/join", null, "");
        assertEquals(200, j.status(), j.body());
        return new String[] {id, c.get("token").asText(), j.json().get("token").asText()};
    }

    private static String say(String text) {
        return "{\"room\":\"players\",\"text\":" + Client.quote(text) + "}";
    }

    /** 20 messages of one seat in its game, sent together (to each of {@code clients} in turn): the burst is stored. */
    private void checkChatLimit(List<Client> clients) {
        String[] g = seated(client);
        String chat = "/api/games/" + g[0] + "/chat";
        List<Client.Response> answers =
                together(THREADS, i -> clients.get(i % clients.size()).post(chat, g[1], say("message " + i)));
        checkBurst(answers);
        JsonNode stored = client.get(chat + "?room=players", g[2]).json().get("messages");
        assertEquals(BURST, stored.size(), stored.toString());
        Set<Long> ids = new HashSet<>();
        for (JsonNode m : stored) ids.add(m.get("id").asLong());
        assertEquals(BURST, ids.size(), "each message has its own number");
    }

    /**
     * 20 messages of one account, sent together to the spectators' chats of 10 games (to each of {@code ports} in
     * turn): the account's burst is stored, whatever the games.
     */
    private void checkSpectatorChatLimit(List<Integer> ports, String name) {
        List<String> games = new ArrayList<>();
        for (int i = 0; i < 10; i++)
            games.add(client.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                    .get("game")
                    .get("id")
                    .asText());
        SocialClient first = new SocialClient(ports.get(0)).register(name);
        List<SocialClient> browsers = new ArrayList<>();
        for (int port : ports) browsers.add(signedIn(port, first));
        List<Client.Response> answers = together(
                THREADS,
                i -> browsers.get(i % browsers.size())
                        .post(
                                "/api/games/" + games.get(i % games.size()) + "/chat",
                                "{\"room\":\"spectators\",\"text\":\"message " + i + "\"}"));
        checkBurst(answers);
        int stored = 0;
        for (String id : games)
            stored += client.get("/api/games/" + id + "/chat?room=spectators")
                    .json()
                    .get("messages")
                    .size();
        assertEquals(BURST, stored);
    }

    private static final int BURST = Limits.DEFAULT.count(Limits.Name.CHAT_BURST);

    /** Exactly the burst answered 201; the others 429 chat-too-fast, with the seconds to wait. */
    private static void checkBurst(List<Client.Response> answers) {
        assertEquals(BURST, count(answers, 201), "exactly the burst is stored: " + statuses(answers));
        assertEquals(THREADS - BURST, count(answers, 429), statuses(answers));
        for (Client.Response r : answers) {
            if (r.status() != 429) continue;
            assertEquals("chat-too-fast", r.json().get("error").asText());
            long wait =
                    Long.parseLong(r.raw().headers().firstValue("Retry-After").orElseThrow());
            assertTrue(wait >= 1 && wait <= 10, "Retry-After: " + wait);
        }
    }

    /** The browser of {@code signedIn}'s session, on the server of {@code port}. */
    private static SocialClient signedIn(int port, SocialClient signedIn) {
        SocialClient b = new SocialClient(port);
        b.cookie = signedIn.cookie;
        b.csrf = signedIn.csrf;
        return b;
    }

    private static String statuses(List<Client.Response> answers) {
        return answers.stream().map(r -> String.valueOf(r.status())).toList().toString();
    }

    @Test
    void chat_messages_sent_together_are_counted_one_after_another() {
        checkSpectatorChatLimit(List.of(server.port()), "Adwoa");
        checkChatLimit(List.of(client));
    }

    @Test
    void chat_messages_sent_together_to_two_servers_are_counted_once() {
        KeteServer second = KeteServer.start(database, time);
        try {
            checkSpectatorChatLimit(List.of(server.port(), second.port()), "Adjoa");
            checkChatLimit(List.of(client, new Client(second.port())));
        } finally {
            second.stop();
        }
    }

    private static String seek(String extra) {
        return "{\"connection\":\"race-connection\",\"game\":\"oware\"" + (extra.isEmpty() ? "" : "," + extra) + "}";
    }

    private void checkSeekLimits(List<Integer> ports, String owner) {
        List<SocialClient> browsers = new ArrayList<>();
        SocialClient first = new SocialClient(ports.get(0)).register(owner);
        for (int port : ports) browsers.add(signedIn(port, first));
        // At most open-seeks open at once (3 by default), however many are posted together.
        List<Client.Response> answers =
                together(THREADS, i -> browsers.get(i % browsers.size()).post("/api/lobby/seeks", seek("")));
        int open = Limits.DEFAULT.count(Limits.Name.OPEN_SEEKS);
        assertEquals(open, count(answers, 201), statuses(answers));
        assertEquals(THREADS - open, count(answers, 409), statuses(answers));
        for (Client.Response r : answers)
            if (r.status() == 409)
                assertEquals("too-many-seeks", r.json().get("key").asText());
        int listed = 0;
        for (JsonNode s : client.get("/api/lobby/seeks").json().get("seeks"))
            if (s.get("name").asText().equals(owner)) listed++;
        assertEquals(open, listed);
    }

    @Test
    void seeks_posted_together_are_counted_one_after_another() {
        checkSeekLimits(List.of(server.port()), "Akosua");
    }

    @Test
    void seeks_posted_together_to_two_servers_are_counted_once() {
        KeteServer second = KeteServer.start(database, time);
        try {
            checkSeekLimits(List.of(server.port(), second.port()), "Akwasi");
        } finally {
            second.stop();
        }
    }

    @Test
    void seeks_a_minute_hold_when_posted_together_to_two_servers() {
        // Many open seeks allowed, 5 a minute: 20 posted together on two servers store 5.
        ServerConfig c = database.withLimits(
                TestServers.LIMITS.with(Limits.Name.OPEN_SEEKS, 100).with(Limits.Name.SEEKS_PER_MINUTE, 5));
        KeteServer a = KeteServer.start(c, time);
        KeteServer b = KeteServer.start(c, time);
        try {
            SocialClient owner = new SocialClient(a.port()).register("Kwabena");
            SocialClient onB = signedIn(b.port(), owner);
            List<Client.Response> answers =
                    together(THREADS, i -> (i % 2 == 0 ? owner : onB).post("/api/lobby/seeks", seek("")));
            assertEquals(5, count(answers, 201), statuses(answers));
            assertEquals(THREADS - 5, count(answers, 429), statuses(answers));
            for (Client.Response r : answers) {
                if (r.status() != 429) continue;
                assertEquals("seeks-per-minute", r.json().get("key").asText());
                long wait = Long.parseLong(
                        r.raw().headers().firstValue("Retry-After").orElseThrow());
                assertTrue(wait >= 1 && wait <= 60, "Retry-After: " + wait);
            }
        } finally {
            a.stop();
            b.stop();
        }
    }

    @Test
    void a_rematch_accepted_many_times_at_once_makes_one_game() {
        String[] g = seated(client);
        String path = "/api/games/" + g[0];
        Client.Response resigned = client.act(
                path + "/resign", g[2], client.get(path).json().get("version").asInt(), null);
        assertEquals(200, resigned.status(), resigned.body());
        // Both offer at once, many times: one offer stands.
        int v = resigned.json().get("game").get("version").asInt();
        List<Client.Response> offers =
                together(THREADS, i -> client.act(path + "/rematch/offer", i % 2 == 0 ? g[1] : g[2], v, null));
        assertEquals(1, count(offers, 200), statuses(offers));
        JsonNode offered = client.get(path).json();
        String by = offered.get("offer").get("by").asText();
        String accepter = by.equals("south") ? g[2] : g[1];
        int w = offered.get("version").asInt();
        List<Client.Response> accepts = together(THREADS, i -> client.act(path + "/rematch/accept", accepter, w, null));
        assertEquals(1, count(accepts, 200), statuses(accepts));
        assertEquals(THREADS - 1, count(accepts, 409), statuses(accepts));
        String rematch = accepts.stream()
                .filter(r -> r.status() == 200)
                .findFirst()
                .orElseThrow()
                .json()
                .get("game")
                .get("id")
                .asText();
        assertEquals(rematch, client.get(path).json().get("next").asText());
    }

    // ---- a seek's owner

    /** A request of a browser that keeps only the device cookie it was given (a guest's browser). */
    private record Browser(String device) {
        Browser given(HttpResponse<String> r) {
            for (String h : r.headers().allValues("set-cookie"))
                if (h.startsWith("kete_device=")) return new Browser(h.substring(12, h.indexOf(';')));
            return this;
        }
    }

    private HttpResponse<String> post(Browser b, String path, String bearer, String body) {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (b.device() != null) r.header("Cookie", "kete_device=" + b.device());
        if (bearer != null) r.header("Authorization", "Bearer " + bearer);
        try {
            return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void assertOwnSeek(HttpResponse<String> r) {
        assertEquals(409, r.statusCode(), r.body());
        assertTrue(r.body().contains("\"own-seek\""), r.body());
    }

    @Test
    void a_guest_cannot_accept_its_own_seek_by_leaving_out_the_connection() {
        Browser ama = new Browser(null);
        HttpResponse<String> posted = post(
                ama, "/api/lobby/seeks", null, "{\"connection\":\"conn-ama\",\"game\":\"oware\",\"name\":\"Ama\"}");
        assertEquals(201, posted.statusCode(), posted.body());
        ama = ama.given(posted);
        assertNotNull(ama.device(), "posting a seek gives the browser its device cookie");
        JsonNode seek = new Client.Response(201, posted.body(), posted).json();
        String accept = "/api/lobby/seeks/" + seek.get("seek").get("id").asText() + "/accept";
        String secret = seek.get("secret").asText();
        // Without the connection, under another nickname: the browser is the owner's.
        assertOwnSeek(post(ama, accept, null, "{\"name\":\"Abena\"}"));
        // From another browser, with the seek's secret: the owner.
        assertOwnSeek(post(new Browser(null), accept, secret, "{\"name\":\"Abena\"}"));
        // With the seek's connection: the owner (as before).
        assertOwnSeek(post(new Browser(null), accept, null, "{\"name\":\"Abena\",\"connection\":\"conn-ama\"}"));
        // Someone else takes it.
        HttpResponse<String> taken = post(new Browser(null), accept, null, "{\"name\":\"Abena\"}");
        assertEquals(200, taken.statusCode(), taken.body());
    }

    // ---- what strangers write

    @Test
    void chat_keeps_no_bidirectional_zero_width_or_c1_characters() {
        String[] g = seated(client);
        String chat = "/api/games/" + g[0] + "/chat";
        Client.Response said = client.post(
                chat, g[1], say("gg \u202Ewp\u202C\u200B \u2067\u0645\u0631\u062D\u0628\u0627\u2069\u0085!"));
        assertEquals(201, said.status(), said.body());
        String clean = "gg wp \u0645\u0631\u062D\u0628\u0627 !";
        assertEquals(clean, said.json().get("message").get("text").asText());
        assertEquals(
                clean,
                client.get(chat + "?room=players", g[2])
                        .json()
                        .get("messages")
                        .get(0)
                        .get("text")
                        .asText());
        // A joiner inside a word stays (Persian "mikhāham", I want).
        String persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
        assertEquals(
                persian,
                client.post(chat, g[2], say(persian))
                        .json()
                        .get("message")
                        .get("text")
                        .asText());
        // Nothing visible: refused, worded.
        Client.Response invisible = client.post(chat, g[2], say("\u202E\u200B\u2066\u0085"));
        assertError(invisible, 400, "bad-request");
        assertEquals("chat-invisible", invisible.json().get("key").asText());
        assertFalse(client.get(chat + "?room=players", g[2]).body().contains("\u202E"));
    }
}
