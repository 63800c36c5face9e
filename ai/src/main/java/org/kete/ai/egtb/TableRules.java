package org.kete.ai.egtb;

import java.util.Locale;
import org.kete.engine.RuleOptions;
import org.kete.engine.oware.GrandSlam;
import org.kete.engine.oware.Oware;

/**
 * The rule options a table depends on, checked once. The tables hold the seed difference still to be won from
 * the board, which does not depend on the scores; options whose effect does depend on the scores are refused:
 *
 * <ul>
 *   <li>{@code grandSlam=allowed-if-wins}: whether the capture happens depends on the mover's score.
 *   <li>{@code cycleRule=draw}: a repetition is a draw whatever the scores, so who wins is not a function of
 *       the seed difference (and the 25-seed threshold starts to matter: a player past 25 wins at once, where
 *       playing on could end in a drawn cycle).
 *   <li>{@code winThreshold} below 25: reaching it need not be a majority, so it can decide a game that the
 *       seed count would decide the other way.
 * </ul>
 *
 * With {@code winThreshold >= 25} the threshold never changes who wins (a player who reaches it holds more
 * than half of the 48 seeds and captures only grow), so the tables ignore it; {@code firstPlayer} does not
 * affect positions at all.
 */
public record TableRules(GrandSlam grandSlam) {

    public static TableRules of(RuleOptions options) {
        GrandSlam gs = options.getEnum("grandSlam", GrandSlam.class);
        if (gs == GrandSlam.ALLOWED_IF_WINS) {
            throw new IllegalArgumentException("the endgame tables do not support grandSlam=allowed-if-wins: whether"
                    + " a grand slam captures depends on the scores, and the tables are built independent of them;"
                    + " use forfeit, allowed or illegal");
        }
        if (!options.get("cycleRule").equals("split")) {
            throw new IllegalArgumentException("the endgame tables support only cycleRule=split: under"
                    + " cycleRule=draw a repetition is a draw whatever the scores, so the result of a position"
                    + " is not a function of the seeds on the board");
        }
        int threshold = options.getInt("winThreshold");
        if (threshold < 25) {
            throw new IllegalArgumentException("the endgame tables need winThreshold of 25 or more (got " + threshold
                    + "): below a majority of the 48 seeds, reaching the threshold can win a game the seed count"
                    + " would lose");
        }
        return new TableRules(gs);
    }

    public static TableRules of(String optionText) {
        return of(Oware.TYPE.create(optionText).options());
    }

    /** The canonical text recorded in every file header; files with another text are refused. */
    public String describe() {
        return "oware grandSlam=" + grandSlam.name().toLowerCase(Locale.ROOT).replace('_', '-') + " cycleRule=split";
    }
}
