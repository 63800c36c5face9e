package org.kete.engine.bao;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kete.engine.EndReason;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.SearchState;

/**
 * Seeded random games on the search state: every game terminates, and after every move the 64 seeds are all
 * on the board or in the stores, no pit is negative, and every owned nyumba holds at least 5 seeds (§6).
 */
class KiswahiliRandomGamesTest {

    static Map<EndReason, Integer> playRandomGames(Game g, int games, long seed) {
        Map<EndReason, Integer> ends = new EnumMap<>(EndReason.class);
        SplittableRandom rng = new SplittableRandom(seed);
        int[] moves = new int[SearchState.MAX_MOVES];
        for (int i = 0; i < games; i++) {
            BaoState s = (BaoState) g.searchState(g.start(Player.SOUTH));
            int plies = 0;
            while (true) {
                int n = s.legalMoves(moves);
                if (n == 0) break;
                s.make(moves[rng.nextInt(n)]);
                plies++;
                assertConserved(s, "game " + i + " ply " + plies);
                assertTrue(plies <= g.maxGameLength(), "game " + i + " ends within the bound");
            }
            assertTrue(s.isOver(), "a position without moves is over");
            ends.merge(s.toPosition().outcome().reason(), 1, Integer::sum);
        }
        return ends;
    }

    static void assertConserved(BaoState s, String where) {
        int sum = s.score(0) + s.score(1);
        for (int i = 0; i < BaoState.PITS; i++) {
            assertTrue(s.seeds(i) >= 0, "pit " + i + " negative at " + where);
            sum += s.seeds(i);
        }
        assertEquals(BaoState.SEEDS, sum, "seeds conserved at " + where);
        if (!s.isOver()
                && s.game().rules.nyumbaBelowSix() == BaoRules.NyumbaBelowSix.SUSPENDED
                && s.game().rules.taxRequires() == BaoRules.TaxRequires.FUNCTIONAL) {
            for (int p = 0; p < 2; p++) {
                if (s.owns(p)) assertTrue(s.seeds(p * 16 + BaoState.F5) >= 5, "owned nyumba holds 5+ at " + where);
            }
        }
    }

    @Test
    void two_hundred_random_games_terminate_with_seeds_conserved() {
        Map<EndReason, Integer> ends = playRandomGames(Bao.KISWAHILI.create(), 200, 1);
        assertEquals(200, ends.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void two_hundred_random_games_under_the_bga_profile_terminate_with_seeds_conserved() {
        playRandomGames(Bao.KISWAHILI.create(KiswahiliBgaContractTest.BGA), 200, 2);
    }

    /** About 4 seconds; the rules file's §6 run had 3520 front rows emptied and 480 players without a move. */
    @Test
    void four_thousand_random_games_terminate_with_seeds_conserved() {
        Map<EndReason, Integer> ends = playRandomGames(Bao.KISWAHILI.create(), 4000, 3);
        assertEquals(4000, ends.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    @Tag("slow")
    void thousands_of_random_games_in_every_profile_terminate_with_seeds_conserved() {
        Map<EndReason, Integer> bga = playRandomGames(Bao.KISWAHILI.create(KiswahiliBgaContractTest.BGA), 2000, 4);
        System.out.println("Kiswahili BGA profile, 2000 random games: " + bga);
        Map<EndReason, Integer> kj = playRandomGames(Bao.KUJIFUNZA.create(), 4000, 5);
        System.out.println("Kujifunza, 4000 random games: " + kj);
    }
}
