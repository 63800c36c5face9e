package org.kete.cli.tutorial;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.kete.cli.common.GameIds;
import org.kete.cli.common.LineInput;
import org.kete.cli.common.SpokenCommand;
import org.kete.cli.common.TerminalLanguage;
import org.kete.engine.ChoiceException;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.narration.Narrator;
import org.kete.text.Messages;
import org.kete.tutorial.Tutorial;
import org.kete.tutorial.TutorialEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code kete tutorial <game> [--lang CODE]}: the game's tutorial in the terminal ({@link TutorialSession}), in the
 * language of {@code --lang}, else the terminal's. A tutorial may be written before its language's message file:
 * its words around the tutorial's own text are English until then.
 */
@Command(name = "tutorial", description = "a step-by-step tutorial of a game in the terminal")
public final class TutorialCommand extends SpokenCommand {
    /** The game; more than one is refused by name rather than as an unexpected argument. */
    @Parameters(paramLabel = "<game>", arity = "0..*", descriptionKey = "game", completionCandidates = GameIds.class)
    List<String> games = new ArrayList<>();

    private final InputStream in;

    public TutorialCommand(InputStream in, PrintStream out) {
        super(out);
        this.in = in;
    }

    /** The tutorial's language: --lang (a language tutorials are written in), else the terminal's. */
    private String language() {
        if (lang == null) return TerminalLanguage.resolve(null);
        String code = lang.trim().toLowerCase(Locale.ROOT);
        if (!TutorialEngine.languages().contains(code) && !code.equals(Messages.PSEUDO)) {
            throw usage(
                    Narrator.english(),
                    "term.unknownLanguage",
                    "lang",
                    lang,
                    "codes",
                    String.join(", ", TutorialEngine.languages()));
        }
        return code;
    }

    @Override
    protected Narrator narrator() {
        return TutorialEngine.narrator(language());
    }

    @Override
    protected Object[] helpParameters() {
        return new Object[] {"codes", String.join("|", TutorialEngine.languages()), "games", gameIds()};
    }

    @Override
    protected int run(Narrator words) {
        if (games.isEmpty()) throw usage(words, "term.tutorial.whichGame", "games", gameIds());
        if (games.size() > 1) {
            throw usage(words, "term.tutorial.oneGame", "first", games.get(0), "second", games.get(1));
        }
        String code = language();
        Optional<Tutorial> t;
        try {
            t = TutorialEngine.load(games.get(0), code.equals(Messages.PSEUDO) ? Messages.ENGLISH : code);
        } catch (IllegalArgumentException e) {
            // An unknown game is the catalogue's reason, said in the language; anything else is a bad file.
            throw usageText(words, e instanceof ChoiceException c ? words.why(c) : e.getMessage());
        }
        if (t.isEmpty()) {
            throw new IllegalStateException(words.text("term.tutorial.notWritten", "game", games.get(0), "lang", code));
        }
        new TutorialSession(t.get(), LineInput.open(in, out), out).walk();
        return 0;
    }

    private static String gameIds() {
        return String.join(", ", Games.all().stream().map(GameType::id).toList());
    }
}
