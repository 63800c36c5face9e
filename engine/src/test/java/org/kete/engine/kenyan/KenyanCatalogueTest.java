package org.kete.engine.kenyan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOption;

/** The two games' catalogue entries and their rule options (§3.2, §4.2, §0.4). */
class KenyanCatalogueTest {

    @Test
    void both_games_are_registered_after_oware_in_the_rules_file_order() {
        List<String> ids = Games.all().stream().map(GameType::id).toList();
        int oware = ids.indexOf("oware");
        int children = ids.indexOf("bao-kenyan-children");
        int laps = ids.indexOf("bao-kenyan-laps");
        assertTrue(oware >= 0 && oware < children && children < laps, ids.toString());
    }

    @Test
    void the_catalogue_entries_describe_the_boards() {
        for (GameType t : List.of(ChildrensBao.TYPE, LapsBao.TYPE)) {
            assertEquals("Kenya", t.region());
            assertEquals(2, t.rows());
            assertEquals(8, t.pitsPerRow());
            assertEquals(16, t.layout().rows() * t.layout().columns());
            assertTrue(!t.summary().isBlank() && t.name().startsWith("Bao"));
        }
        assertEquals(48, ChildrensBao.TYPE.seeds());
        assertTrue(ChildrensBao.TYPE.layout().hasStores());
        assertEquals(32, LapsBao.TYPE.seeds());
        // Pit 15 (North's h) is drawn top left, opposite South's A, as South sees the board.
        assertEquals(15, LapsBao.TYPE.layout().pit(0, 0));
        assertEquals(0, LapsBao.TYPE.layout().pit(1, 0));
    }

    @Test
    void the_rule_options_and_their_defaults_are_those_of_the_rules_file() {
        assertEquals(
                "sowOpponentStore=false captureSowingSeed=false winThreshold=25 firstPlayer=south",
                ChildrensBao.TYPE.create().options().toString());
        assertEquals(
                "majorityEnds=true cycleRule=draw firstPlayer=south",
                LapsBao.TYPE.create().options().toString());
        assertEquals(
                List.of("south", "north", "random"),
                LapsBao.TYPE.options().stream()
                        .filter(o -> o.name().equals("firstPlayer"))
                        .map(RuleOption::values)
                        .findFirst()
                        .orElseThrow());
    }

    @Test
    void the_rules_file_spellings_of_option_values_are_accepted() {
        assertEquals("split", LapsBao.TYPE.create("cycleRule=SPLIT").options().get("cycleRule"));
        assertEquals(
                "north", ChildrensBao.TYPE.create("firstPlayer=NORTH").options().get("firstPlayer"));
        assertEquals(
                "true",
                ChildrensBao.TYPE.create("sowOpponentStore=TRUE").options().get("sowOpponentStore"));
    }

    @Test
    void unknown_options_and_values_are_refused_with_what_is_allowed() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> LapsBao.TYPE.create("cycleRule=replay"));
        assertTrue(e.getMessage().contains("draw, split"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ChildrensBao.TYPE.create("grandSlam=allowed"));
        assertTrue(e.getMessage().contains("sowOpponentStore"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ChildrensBao.TYPE.create("winThreshold=49"));
        assertTrue(e.getMessage().contains("1 to 48"), e.getMessage());
    }

    @Test
    void a_random_first_player_is_drawn_from_the_generator() {
        var game = LapsBao.TYPE.create("firstPlayer=random");
        var seen = new java.util.HashSet<>();
        java.util.Random rng = new java.util.Random(1);
        for (int i = 0; i < 20; i++) seen.add(game.start(rng).toMove());
        assertEquals(2, seen.size(), "both players get to start");
    }
}
