package org.kete.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kill test under load (-Pslow; BENCHMARKS.md has its figures): client threads play several local and
 * online games as fast as the server answers, and the server is killed ({@code kill -9}) at a random moment,
 * {@value #KILLS} times, restarting on the same data each time. After every restart each game's stored moves
 * must begin with every move that was answered 200, plus at most the one move that was in flight at the kill,
 * and every answered join must still hold its seat.
 */
@Tag("slow")
class ServeKillLoadTest {
    static final int KILLS = 12;
    static final int THREADS = 6;
    static final int GAMES_PER_THREAD = 3;
    static final int MOVES_BEFORE_KILL = 200;

    @TempDir
    Path dir;

    /** A game a client plays: what the server answered, and whether a move was in flight at the kill. */
    static final class Tracked {
        final String id;
        final String southToken;
        final String northToken;
        final List<String> answered = new ArrayList<>();
        volatile boolean inFlight;

        Tracked(String id, String southToken, String northToken) {
            this.id = id;
            this.southToken = southToken;
            this.northToken = northToken;
        }
    }

    @Test
    void no_answered_move_is_lost_over_twelve_kills_during_concurrent_play() throws Exception {
        Path data = dir.resolve("data");
        Random kills = new Random(13);
        List<Tracked> games = new CopyOnWriteArrayList<>();
        AtomicInteger answeredMoves = new AtomicInteger();
        List<String> errors = new CopyOnWriteArrayList<>();
        int lost = 0;
        int inFlightStored = 0;
        for (int k = 0; k <= KILLS; k++) {
            try (ServeProcess s = ServeProcess.start(data)) {
                for (Tracked t : games) {
                    JsonNode g = s.get("/api/games/" + t.id, t.northToken).json();
                    List<String> stored = g.has("moves") ? ServeProcess.moves(g) : List.of();
                    int kept = 0;
                    while (kept < t.answered.size()
                            && kept < stored.size()
                            && stored.get(kept).equals(t.answered.get(kept))) kept++;
                    lost += t.answered.size() - kept;
                    if (t.northToken != null && !"north".equals(g.path("you").asText())) lost++;
                    int extra = stored.size() - t.answered.size();
                    assertTrue(
                            extra == 0 || (extra == 1 && t.inFlight),
                            "game " + t.id + ": answered " + t.answered + ", stored " + stored);
                    if (extra == 1) {
                        inFlightStored++;
                        t.answered.add(stored.get(stored.size() - 1));
                    }
                    t.inFlight = false;
                }
                if (k == KILLS) break;

                AtomicBoolean gone = new AtomicBoolean();
                List<Thread> clients = new ArrayList<>();
                for (int i = 0; i < THREADS; i++) {
                    Random random = new Random(1000L * k + i);
                    List<Tracked> mine = new ArrayList<>();
                    Thread client = new Thread(() -> play(s, random, mine, games, answeredMoves, gone, errors));
                    clients.add(client);
                    client.start();
                }
                // Kill at a random moment once the clients are well under way (a JVM just started on a busy
                // machine answers slowly at first), so every kill falls in the middle of concurrent play.
                int before = answeredMoves.get();
                long until = System.nanoTime() + 60_000_000_000L;
                while (answeredMoves.get() - before < MOVES_BEFORE_KILL && System.nanoTime() < until && !gone.get())
                    Thread.sleep(20);
                Thread.sleep(kills.nextInt(1500));
                s.kill();
                for (Thread c : clients) c.join(60_000);
            }
        }
        System.out.printf(
                "ServeKillLoadTest: %d kills, %d games, %d answered moves, %d lost, %d in-flight moves stored%n",
                KILLS, games.size(), answeredMoves.get(), lost, inFlightStored);
        assertEquals(List.of(), errors, "unexpected answers");
        assertTrue(answeredMoves.get() > 1000, "the clients played: " + answeredMoves.get());
        assertEquals(0, lost, "answered moves or joins lost");
    }

    /** One client: keeps GAMES_PER_THREAD games going (one in three online, joined) until the server is gone. */
    private static void play(
            ServeProcess s,
            Random random,
            List<Tracked> mine,
            List<Tracked> all,
            AtomicInteger answeredMoves,
            AtomicBoolean gone,
            List<String> errors) {
        try {
            while (!gone.get()) {
                if (mine.size() < GAMES_PER_THREAD) {
                    Tracked t = newGame(s, random.nextInt(3) == 0);
                    if (t == null) break;
                    mine.add(t);
                    all.add(t);
                }
                Tracked t = mine.get(random.nextInt(mine.size()));
                ServeProcess.Response got = s.tryGet("/api/games/" + t.id, t.southToken);
                if (got.status() != 200) break;
                JsonNode g = got.json();
                if (!"active".equals(g.get("status").asText())) {
                    mine.remove(t);
                    continue;
                }
                JsonNode legal = g.get("legalMoves");
                String move =
                        legal.get(random.nextInt(legal.size())).get("notation").asText();
                String token = t.northToken != null
                                && "north"
                                        .equals(g.get("position").get("toMove").asText())
                        ? t.northToken
                        : t.southToken;
                t.inFlight = true;
                ServeProcess.Response r = s.tryPost(
                        "/api/games/" + t.id + "/moves",
                        token,
                        "{\"version\":" + g.get("version").asInt() + ",\"move\":\"" + move + "\"}");
                if (r.status() == 0) break;
                t.inFlight = false;
                if (r.status() != 200) {
                    errors.add(r.status() + " " + r.json());
                    break;
                }
                t.answered.add(move);
                answeredMoves.incrementAndGet();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            errors.add(e.toString());
        }
        gone.set(true);
    }

    /** A new local game, or an online one with its second seat joined; null if the server is gone. */
    private static Tracked newGame(ServeProcess s, boolean online) throws InterruptedException {
        String body = online
                ? "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}"
                : "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}";
        ServeProcess.Response created = s.tryPost("/api/games", null, body);
        if (created.status() != 201) return null;
        String id = created.json().get("game").get("id").asText();
        String token = created.json().get("token").asText();
        if (!online) return new Tracked(id, token, null);
        ServeProcess.Response joined = s.tryPost("/api/games/" + id + "/join", null, "");
        if (joined.status() != 200) return null;
        return new Tracked(id, token, joined.json().get("token").asText());
    }
}
