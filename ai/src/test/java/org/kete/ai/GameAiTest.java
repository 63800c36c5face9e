package org.kete.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kete.engine.BoardLayout;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.oware.Oware;

class GameAiTest {

    @Test
    void every_game_of_the_catalogue_is_registered_once_in_its_order() {
        assertEquals(Games.all(), GameAi.all().stream().map(GameAi::type).toList());
        for (GameType type : Games.all()) assertEquals(type, GameAi.of(type).type());
    }

    @Test
    void only_oware_uses_the_oware_endgame_tables() {
        for (GameType type : Games.all()) {
            assertEquals(type == Oware.TYPE, GameAi.owareTablesApply(type), type.id());
        }
    }

    @Test
    void a_game_the_computer_does_not_play_is_refused_by_name() {
        GameType stranger = GameType.of("stranger", "Stranger", "nowhere", "not registered")
                .board(2, 6, 48, BoardLayout.twoRow(6, false))
                .options(Oware.TYPE.options())
                .rules(Oware.TYPE::create);
        var e = assertThrows(IllegalArgumentException.class, () -> GameAi.of(stranger));
        assertEquals("the computer does not play Stranger", e.getMessage());
        assertFalse(GameAi.owareTablesApply(stranger));
    }

    @Test
    void the_material_only_evaluation_values_the_start_as_even_and_a_capture_lead_in_centi_seeds() {
        GameAi oware = GameAi.of(Oware.TYPE);
        var start = Oware.TYPE.create().start();
        assertEquals(0, oware.materialOnly().evaluate(start.game().searchState(start)));
        var ahead = Oware.TYPE.create().parsePosition("4-4-4-4-4-4-4-4-4-4-0-0-8-0-S");
        assertEquals(800, oware.materialOnly().evaluate(ahead.game().searchState(ahead)));
        assertTrue(oware.terms().size() > 1);
        assertThrows(IllegalArgumentException.class, () -> oware.evaluator(Map.of("nonsense", 1)));
    }

    @Test
    void a_registration_must_list_material_first_and_one_depth_cap_per_level() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameAi(Oware.TYPE, List.of("threat"), o -> null, new int[0], false));
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameAi(Oware.TYPE, List.of("material"), o -> null, new int[] {1, 2}, false));
    }
}
