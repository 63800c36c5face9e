package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kete.server.config.ServerConfig;

/**
 * Two servers in this JVM on one H2 database (they tell each other of their changes, see Live): a move accepted by server A reaches a listener of server B as a "moves" message
 * with the move's full trace (rebuilt by replaying it), as it would from A itself; a change that is not only
 * moves (an undo) arrives as a state.
 */
class CrossServerTraceTest {
    @TempDir
    Path dir;

    @Test
    void a_listener_on_server_b_receives_the_trace_of_a_move_made_on_server_a() {
        ServerConfig config = TestServers.h2(dir);
        KeteServer a = KeteServer.start(config);
        KeteServer b = KeteServer.start(config);
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            JsonNode created = ca.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
            String id = created.get("game").get("id").asText();
            String token = created.get("token").asText();
            Client.Listener onB = cb.listen(id);
            assertEquals("state", onB.next().get("type").asText());

            // One move: the message from B carries the same applied entry (ply, mover, notation, trace) as A's answer.
            Client.Response first = ca.act("/api/games/" + id + "/moves", token, 1, "\"move\":\"C\"");
            assertEquals(200, first.status(), first.body());
            JsonNode heard = onB.untilVersion(2);
            assertEquals("moves", heard.get("type").asText(), heard.toString());
            assertEquals(first.json().get("applied"), heard.get("applied"));
            assertTrue(heard.get("applied").get(0).get("trace").size() > 4, "lift, four seeds, end of turn");
            assertEquals(
                    first.json().get("game").get("position"), heard.get("game").get("position"));

            // Two moves in a row: whether B refreshes once for both or once for each, every trace arrives in order.
            List<JsonNode> made = new ArrayList<>();
            for (String[] m : new String[][] {{"2", "f"}, {"3", "A"}}) {
                Client.Response r = ca.act(
                        "/api/games/" + id + "/moves", token, Integer.parseInt(m[0]), "\"move\":\"" + m[1] + "\"");
                assertEquals(200, r.status(), r.body());
                made.add(r.json().get("applied").get(0));
            }
            List<JsonNode> received = new ArrayList<>();
            while (received.size() < 2) {
                JsonNode n = onB.next();
                assertEquals("moves", n.get("type").asText(), n.toString());
                n.get("applied").forEach(received::add);
            }
            assertEquals(made, received);

            // An undo is not a move: a state message without traces.
            assertEquals(
                    200, ca.act("/api/games/" + id + "/undo", token, 4, null).status());
            JsonNode undone = onB.untilVersion(5);
            assertEquals("state", undone.get("type").asText(), undone.toString());
            assertFalse(undone.has("applied"));
            assertEquals(2, undone.get("game").get("moves").size());

            // And a move after the undo is again sent with its trace.
            Client.Response again = ca.act("/api/games/" + id + "/moves", token, 5, "\"move\":\"B\"");
            assertEquals(200, again.status(), again.body());
            JsonNode after = onB.untilVersion(6);
            assertEquals("moves", after.get("type").asText(), after.toString());
            assertEquals(again.json().get("applied"), after.get("applied"));
            onB.close();
        } finally {
            a.stop();
            b.stop();
        }
    }

    /**
     * More watched games changed at once than one refresh reads (Live.REFRESH_BATCH): every listener on B hears
     * its game's move with its trace, and a second round of moves follows the first in every game.
     */
    @Test
    void many_games_changed_at_once_all_reach_their_listeners_on_the_other_server() {
        ServerConfig config = TestServers.h2(dir);
        KeteServer a = KeteServer.start(config);
        KeteServer b = KeteServer.start(config);
        int games = org.kete.server.game.Live.REFRESH_BATCH * 2 + 5;
        List<Client.Listener> listeners = new ArrayList<>();
        try {
            Client ca = new Client(a.port());
            Client cb = new Client(b.port());
            List<String> ids = new ArrayList<>();
            List<String> tokens = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                JsonNode created = ca.create("{\"game\":\"oware\",\"opponent\":{\"type\":\"local\"}}");
                ids.add(created.get("game").get("id").asText());
                tokens.add(created.get("token").asText());
                Client.Listener l = cb.listen(ids.get(i));
                assertEquals("state", l.next().get("type").asText());
                listeners.add(l);
            }
            String[][] rounds = {{"1", "C"}, {"2", "f"}};
            for (String[] m : rounds) {
                List<JsonNode> made = new ArrayList<>();
                for (int i = 0; i < games; i++) {
                    Client.Response r = ca.act(
                            "/api/games/" + ids.get(i) + "/moves",
                            tokens.get(i),
                            Integer.parseInt(m[0]),
                            "\"move\":\"" + m[1] + "\"");
                    assertEquals(200, r.status(), r.body());
                    made.add(r.json().get("applied"));
                }
                for (int i = 0; i < games; i++) {
                    JsonNode heard = listeners.get(i).untilVersion(Integer.parseInt(m[0]) + 1);
                    assertEquals("moves", heard.get("type").asText(), "game " + i + ": " + heard);
                    assertEquals(made.get(i), heard.get("applied"), "game " + i);
                }
            }
        } finally {
            listeners.forEach(Client.Listener::close);
            a.stop();
            b.stop();
        }
    }
}
