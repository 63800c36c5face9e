package org.kete.cli.review;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.Judgement;
import org.kete.ai.review.PlayerSummary;
import org.kete.ai.review.PlyReview;
import org.kete.engine.Game;
import org.kete.engine.Player;
import org.kete.engine.record.GameRecord;
import org.kete.narration.Narrator;

/**
 * A review in words: the annotated game, one line per move (its number, the mover, the move, the class as a
 * symbol and a word, the mover's winning chance before and after it, and for a move that was not the best the
 * better one with its line), then each player's summary; and the same as comments of a game record. Winning
 * chances are shown as percentages, 0% a sure loss, 50% even, 100% a sure win: {@code 50 (1 + chance)} of the
 * review's -1..+1 chance, so a loss of {@code p} points is the {@code p} percentage points of docs/review.md.
 */
final class ReviewText {
    /** The Annotator tag of a record Kete wrote with its review. */
    static final String ANNOTATOR = "Kete";

    private final Narrator words;
    private final GameRecord record;
    private final GameReview review;

    ReviewText(Narrator words, GameRecord record, GameReview review) {
        this.words = words;
        this.record = record;
        this.review = review;
    }

    /** The symbol of a class, as chess annotators write it: none for a best, good or only move. */
    static String symbol(Judgement j) {
        return switch (j) {
            case INACCURACY -> "?!";
            case MISTAKE -> "?";
            case BLUNDER -> "??";
            default -> "";
        };
    }

    /** The whole text: the heading, a line per move, and the summary of each player. */
    void print(PrintStream out, OwareTablebase tables) {
        Game game = record.game();
        String options = game.options().toShortString();
        int n = review.plies().size();
        String result =
                record.finalPosition().isOver() ? words.outcome(record.outcome()) : words.text("term.review.notEnded");
        out.println(words.text(
                "term.review.title",
                "game",
                words.text("name." + game.type().id()),
                "options",
                options.isEmpty() ? words.text("term.play.standardRules") : "(" + options + ")",
                "n",
                n,
                "result",
                result));
        String south = record.tag("South");
        String north = record.tag("North");
        if (south != null || north != null) {
            out.println(words.text(
                    "term.play.seats", "south", south == null ? "?" : south, "north", north == null ? "?" : north));
        }
        out.println(words.text("term.review.budget", "nodes", review.nodes()));
        if (tables != null) {
            out.println(
                    review.tables()
                            ? words.text("term.review.tables", "counts", tables.describeSeedCounts())
                            : words.text(
                                    "term.play.tablesNotUsed",
                                    "rules",
                                    tables.rules().describe(),
                                    "game",
                                    words.text("name." + game.type().id()),
                                    "options",
                                    "(" + game.options() + ")"));
        }
        List<String> symbols = new ArrayList<>();
        for (Judgement j : List.of(Judgement.INACCURACY, Judgement.MISTAKE, Judgement.BLUNDER)) {
            symbols.add(symbol(j) + " " + classWord(j));
        }
        out.println(words.text("term.review.legend", "symbols", String.join(", ", symbols)));
        out.println();
        for (String line : plyLines()) out.println(line);
        out.println();
        for (Player p : new Player[] {Player.SOUTH, Player.NORTH}) out.println(summary(p));
    }

    /** A line per move, in columns. */
    List<String> plyLines() {
        List<PlyReview> plies = review.plies();
        int numberWidth = String.valueOf(plies.size()).length();
        int sideWidth = Math.max(
                words.player(Player.SOUTH).length(), words.player(Player.NORTH).length());
        int moveWidth = 1;
        int classWidth = 1;
        int chancesWidth = 1;
        for (PlyReview r : plies) {
            moveWidth = Math.max(moveWidth, r.move().length());
            classWidth = Math.max(classWidth, classWord(r.judgement()).length());
            chancesWidth = Math.max(chancesWidth, chances(r).length());
        }
        List<String> lines = new ArrayList<>();
        for (PlyReview r : plies) {
            StringBuilder s = new StringBuilder();
            s.append(" ".repeat(numberWidth - String.valueOf(r.ply() + 1).length()))
                    .append(r.ply() + 1)
                    .append("  ");
            s.append(pad(words.player(r.mover()), sideWidth)).append("  ");
            s.append(pad(r.move(), moveWidth)).append("  ");
            s.append(pad(symbol(r.judgement()), 2)).append(' ');
            s.append(pad(classWord(r.judgement()), classWidth)).append("  ");
            List<String> notes = notes(r);
            s.append(notes.isEmpty() ? chances(r) : pad(chances(r), chancesWidth) + "  " + words.joinParts(notes));
            lines.add(s.toString().stripTrailing());
        }
        return lines;
    }

    /**
     * The record with the review as comments: one after each move, and the summary before the first, each after
     * the comment the record had there; a record Kete annotated before ({@code [Annotator "Kete"]}) has its
     * comments replaced, so that reviewing a reviewed record again does not say everything twice.
     */
    GameRecord annotated() {
        boolean again = ANNOTATOR.equals(record.tag("Annotator"));
        GameRecord r = record.withTag("Annotator", ANNOTATOR);
        for (PlyReview p : review.plies()) {
            List<String> parts = new ArrayList<>();
            String symbol = symbol(p.judgement());
            parts.add(classWord(p.judgement()) + (symbol.isEmpty() ? "" : " " + symbol));
            parts.add(chances(p));
            parts.addAll(notes(p));
            String had = again ? null : record.plies().get(p.ply()).comment();
            r = r.withComment(p.ply() + 1, join(had, words.joinParts(parts)));
        }
        String summary = words.text("term.review.budget", "nodes", review.nodes()) + " " + summary(Player.SOUTH) + " "
                + summary(Player.NORTH);
        return r.withComment(0, join(again ? null : record.startComment(), summary));
    }

    /** A comment the record had (or null), then the review's. */
    private static String join(String had, String added) {
        return had == null ? added : had + " " + added;
    }

    /** "South (Ama): accuracy 86.4 over 25 moves; 2 inaccuracies, 1 mistake, 0 blunders; turning point: ..." */
    String summary(Player p) {
        PlayerSummary s = review.summary(p);
        String name = record.tag(p == Player.SOUTH ? "South" : "North");
        String who =
                name == null ? words.player(p) : words.text("term.review.named", "side", words.player(p), "name", name);
        List<String> parts = new ArrayList<>();
        parts.add(
                s.accuracy() == null
                        ? words.text("term.review.noJudged")
                        : words.text("term.review.accuracy", "accuracy", s.accuracy(), "n", s.judged()));
        parts.add(words.list(List.of(
                words.text("term.review.inaccuracies", "n", s.inaccuracies()),
                words.text("term.review.mistakes", "n", s.mistakes()),
                words.text("term.review.blunders", "n", s.blunders()))));
        if (s.turningPoint() != null) {
            PlyReview t = review.plies().get(s.turningPoint());
            parts.add(words.text("term.review.turningPoint", "ply", t.ply() + 1, "move", t.move(), "points", (int)
                    Math.round(50 * t.loss())));
        }
        return words.text("term.review.summary", "player", who, "parts", words.joinParts(parts));
    }

    /** After the chances: the better move and its line, and an exact verdict. */
    private List<String> notes(PlyReview r) {
        List<String> notes = new ArrayList<>();
        if (r.proven()) {
            String before = result(r.chanceBefore());
            String after = result(r.chanceAfter());
            notes.add(
                    before.equals(after)
                            ? words.text("term.review.provenKept", "result", before)
                            : words.text("term.review.provenChanged", "before", before, "after", after));
            if (r.seedsLost() != null && r.seedsLost() > 0) {
                notes.add(words.text("term.review.seedsLost", "n", r.seedsLost()));
            }
        }
        if (r.judgement() != Judgement.BEST && r.judgement() != Judgement.ONLY_MOVE) {
            notes.add(
                    r.line().size() <= 1
                            ? words.text("term.review.betterAlone", "move", r.best())
                            : words.text("term.review.better", "move", r.best(), "line", String.join(" ", r.line())));
        }
        return notes;
    }

    /** "win", "draw" or "loss": the mover's exact result, from a proven chance of +1, 0 or -1. */
    private String result(double chance) {
        return words.text(chance > 0 ? "term.review.win" : chance < 0 ? "term.review.loss" : "term.review.draw");
    }

    /** "52% → 44%": the mover's winning chances before and after the move. */
    private String chances(PlyReview r) {
        return words.text(
                "term.review.chances", "before", percent(r.chanceBefore()), "after", percent(r.chanceAfter()));
    }

    private String percent(double chance) {
        return words.text("term.review.percent", "p", (int) Math.round(50 * (1 + chance)));
    }

    private String classWord(Judgement j) {
        return words.text("term.review.class." + j.id());
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
