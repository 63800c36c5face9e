package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kete.engine.Game;
import org.kete.engine.Games;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.TraceEvent;
import org.kete.engine.Transition;
import org.kete.narration.Narrator;
import org.kete.server.http.Json;

/** The API's trace: a note carries its data for a client to narrate, and the narrator's words in the language asked. */
class TraceJsonTest {

    @Test
    void a_note_carries_its_key_its_data_and_the_narration() {
        Game bao = Games.byId("bao-la-kiswahili").create("");
        Narrator pt = Narrator.of("pt");
        Random rng = new Random(5);
        Position p = bao.start(Player.SOUTH);
        int notes = 0;
        while (!p.isOver() && notes < 20) {
            List<Move> moves = bao.legalMoves(p);
            Transition t = bao.apply(p, moves.get(rng.nextInt(moves.size())));
            List<Json.EventView> json = Json.trace(t, pt);
            assertEquals(t.trace().size(), json.size());
            for (int i = 0; i < json.size(); i++) {
                if (!(t.trace().get(i) instanceof TraceEvent.Note n)) continue;
                Json.NoteView e = (Json.NoteView) json.get(i);
                assertEquals("note", e.type());
                assertEquals(n.key(), e.key());
                assertEquals(pt.note(bao, n), e.text());
                Map<String, Object> params = e.params();
                assertEquals(n.params().keySet(), params.keySet());
                for (Object v : params.values()) {
                    // Data only: a side, a reason id or a number, never a sentence.
                    assertTrue(v instanceof Integer || (v instanceof String s && s.matches("[a-z-]+")), e.toString());
                }
                notes++;
            }
            p = t.after();
        }
        assertTrue(notes > 0, "the game has rule events");
    }
}
