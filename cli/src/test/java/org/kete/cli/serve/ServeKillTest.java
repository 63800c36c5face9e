package org.kete.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 2xx means the change is on disk: a real {@code kete serve} killed as by {@code kill -9} right after its last
 * answer, then started again on the same data, has every answered move and join. (The default embedded H2
 * database used to write commits half a second later, and lost them.)
 */
class ServeKillTest {
    @TempDir
    Path dir;

    @Test
    void every_answered_move_and_join_survives_kill_9() throws Exception {
        Path data = dir.resolve("data");
        String local;
        String localToken;
        String online;
        String northToken;
        try (ServeProcess s = ServeProcess.start(data)) {
            JsonNode created = s.post("/api/games", null, "{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}")
                    .json();
            local = created.get("game").get("id").asText();
            localToken = created.get("token").asText();
            int version = created.get("game").get("version").asInt();
            for (String move : List.of("A", "a", "B", "b")) {
                ServeProcess.Response r = s.post(
                        "/api/games/" + local + "/moves",
                        localToken,
                        "{\"version\":" + version++ + ",\"move\":\"" + move + "\"}");
                assertEquals(200, r.status(), move);
            }

            JsonNode invited = s.post(
                            "/api/games",
                            null,
                            "{\"game\":\"oware\",\"opponent\":{\"type\":\"online\"},\"seat\":\"south\"}")
                    .json();
            online = invited.get("game").get("id").asText();
            String southToken = invited.get("token").asText();
            ServeProcess.Response joined = s.post("/api/games/" + online + "/join", null, "");
            assertEquals(200, joined.status());
            northToken = joined.json().get("token").asText();
            int v = joined.json().get("game").get("version").asInt();
            assertEquals(
                    200,
                    s.post("/api/games/" + online + "/moves", southToken, "{\"version\":" + v + ",\"move\":\"C\"}")
                            .status());
            s.kill();
        }

        try (ServeProcess s = ServeProcess.start(data)) {
            JsonNode g = s.get("/api/games/" + local, localToken).json();
            assertEquals(List.of("A", "a", "B", "b"), ServeProcess.moves(g));
            JsonNode o = s.get("/api/games/" + online, northToken).json();
            assertEquals("active", o.get("status").asText(), "the joined game is not waiting again");
            assertEquals("north", o.get("you").asText(), "the joined seat still belongs to whoever joined");
            assertEquals(List.of("C"), ServeProcess.moves(o));
            assertEquals(409, s.post("/api/games/" + online + "/join", null, "").status(), "no seat is open");
        }
    }
}
