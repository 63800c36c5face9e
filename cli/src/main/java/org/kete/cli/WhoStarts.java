package org.kete.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;
import org.kete.cli.common.LineInput;
import org.kete.engine.Player;
import org.kete.narration.Narrator;

/**
 * Who moves first in {@code kete play}: South or North as {@code --first} says, or at random, as players do
 * it: one hides a seed in a hand and the other guesses which. With one human, the human guesses; otherwise the
 * hand is said and South is taken to have guessed.
 */
final class WhoStarts {
    /** south, north or random. */
    private final String firstSetting;

    private final Seat[] seats;
    private final SplittableRandom rng;
    private final Narrator words;
    private final LineInput in;
    private final PrintStream out;

    WhoStarts(String firstSetting, Seat[] seats, long seed, Narrator words, LineInput in, PrintStream out) {
        this.firstSetting = firstSetting;
        this.seats = seats;
        this.rng = new SplittableRandom(seed);
        this.words = words;
        this.in = in;
        this.out = out;
    }

    /** South, North, or the guess of which hand holds the seed; null if the input ended while asking. */
    Player choose() {
        if (!firstSetting.equals("random")) {
            return firstSetting.equals("north") ? Player.NORTH : Player.SOUTH;
        }
        int humans = (seats[0].isHuman() ? 1 : 0) + (seats[1].isHuman() ? 1 : 0);
        boolean left = rng.nextBoolean();
        String leftWord = words.text("term.play.hand.left");
        String rightWord = words.text("term.play.hand.right");
        String hand = left ? leftWord : rightWord;
        if (humans != 1) {
            Player p = left ? Player.SOUTH : Player.NORTH;
            out.println(words.text(
                    p == Player.SOUTH ? "term.play.guessedRight" : "term.play.guessedWrong",
                    "hand",
                    hand,
                    "side",
                    words.player(p)));
            return p;
        }
        Player human = seats[0].isHuman() ? Player.SOUTH : Player.NORTH;
        while (true) {
            String line = in.readLine(words.text("term.play.guess", "left", leftWord, "right", rightWord) + " ");
            if (line == null) {
                out.println();
                return null;
            }
            String g = line.strip().toLowerCase(Locale.ROOT);
            boolean saidLeft = PlaySession.isWord(g, "left", leftWord, words.text("term.play.hand.leftShort"));
            if (saidLeft || PlaySession.isWord(g, "right", rightWord, words.text("term.play.hand.rightShort"))) {
                boolean guessedLeft = saidLeft;
                Player p = guessedLeft == left ? human : human.opponent();
                out.println(
                        guessedLeft == left
                                ? words.text("term.play.guessYes", "hand", hand, "side", words.player(human))
                                : words.text("term.play.guessNo", "hand", hand, "side", words.player(p)));
                return p;
            }
            out.println(words.text("term.play.answerHand", "left", leftWord, "right", rightWord));
        }
    }
}
