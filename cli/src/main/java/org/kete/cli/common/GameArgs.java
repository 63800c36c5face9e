package org.kete.cli.common;

import java.util.List;
import org.kete.engine.ChoiceException;
import org.kete.engine.Game;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOptions;
import org.kete.narration.Narrator;

/** A game named on the command line with its rule options, or a usage error that says what is wrong. */
public final class GameArgs {
    private GameArgs() {}

    /** The game named on the command line with its {@code name=value} options; bad ones are usage errors. */
    public static Game game(String id, List<String> optionArgs, String command) {
        return game(id, optionArgs, command, Narrator.english());
    }

    /**
     * The same, a bad game or option told in {@code words}' language (the catalogue's reasons, {@code choice.*} in
     * the message files), naming kete games and the command's help.
     */
    public static Game game(String id, List<String> optionArgs, String command, Narrator words) {
        GameType type;
        try {
            type = Games.byId(id);
        } catch (ChoiceException e) {
            throw new UsageException(words.text("term.cli.seeHelp", "message", words.why(e), "command", command));
        }
        for (String o : optionArgs) {
            if (!o.contains("=")) {
                throw new UsageException(words.text(
                        "term.cli.seeHelp",
                        "message",
                        words.text("term.cli.seeGames", "message", words.text("term.cli.notAssignment", "argument", o)),
                        "command",
                        command));
            }
        }
        try {
            return type.create(RuleOptions.parse(type.options(), optionArgs));
        } catch (ChoiceException e) {
            throw new UsageException(words.text(
                    "term.cli.seeHelp",
                    "message",
                    words.text("term.cli.seeGames", "message", words.why(e)),
                    "command",
                    command));
        }
    }
}
