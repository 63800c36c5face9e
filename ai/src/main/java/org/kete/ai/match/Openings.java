package org.kete.ai.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.kete.ai.AlphaBeta;
import org.kete.ai.eval.Evaluators;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Move;
import org.kete.engine.Position;
import org.kete.engine.SearchState;

/**
 * Where the games of a match start. Games 2i and 2i+1 play opening i, once with each colour, so whatever
 * advantage an opening gives cancels out. An opening is a list of move codes from the start position.
 */
public abstract class Openings {

    /** The move codes of opening {@code pair} (0, 1, ...) for a match with this seed. */
    public abstract int[] opening(Game game, int pair, long seed);

    /** How the match header describes the openings, e.g. "random openings of 4 plies". */
    public abstract String describe();

    /** Every game from the start position (colours still alternate). */
    public static Openings none() {
        return new Openings() {
            @Override
            public int[] opening(Game game, int pair, long seed) {
                return new int[0];
            }

            @Override
            public String describe() {
                return "from the start position";
            }
        };
    }

    /**
     * k uniformly random legal plies from the start, drawn from the match seed; an opening that ends the game is
     * drawn again (20 tries, then it is cut short before the ply that ended the game).
     */
    public static Openings random(int plies) {
        if (plies < 0) throw new IllegalArgumentException("opening plies must be 0 or more, not " + plies);
        if (plies == 0) return none();
        return new Openings() {
            @Override
            public int[] opening(Game game, int pair, long seed) {
                return randomLine(game, plies, Match.mix(seed, pair, 0x0BE11));
            }

            @Override
            public String describe() {
                return "random openings of " + plies + " plies";
            }
        };
    }

    /**
     * Random k-ply openings that leave the game even: each is the first of up to {@value Match#BALANCE_TRIES}
     * random lines (drawn from the match seed) after which a fixed reference search ({@link Match#balance})
     * finds no forced result and at most {@value Match#BALANCE_MARGIN} centi-seeds for either side, or, when
     * none is, the most even one tried. In a game where most random openings are already won for the side to
     * move, as in Bao la Kujifunza, both games of a pair would go to whoever moves first after the opening, and
     * a match would measure the opening, not the players.
     */
    public static Openings balanced(int plies) {
        if (plies < 1) throw new IllegalArgumentException("balanced openings need 1 ply or more, not " + plies);
        return new Openings() {
            @Override
            public int[] opening(Game game, int pair, long seed) {
                long mixed = Match.mix(seed, pair, 0x0BE11);
                SplittableRandom rng = new SplittableRandom(mixed);
                AlphaBeta search = new AlphaBeta(16, Evaluators.forGame(game.id()));
                int[] best = null;
                int bestValue = Integer.MAX_VALUE;
                for (int attempt = 0; attempt < Match.BALANCE_TRIES; attempt++) {
                    int[] line = randomLine(game, plies, rng.nextLong());
                    SearchState s = game.searchState(game.start());
                    for (int m : line) s.make(m);
                    if (s.isOver()) continue;
                    int value = Math.abs(Match.balance(s, search));
                    if (value < bestValue) {
                        best = line;
                        bestValue = value;
                    }
                    if (value <= Match.BALANCE_MARGIN) break;
                }
                return best != null ? best : randomLine(game, plies, mixed);
            }

            @Override
            public String describe() {
                return "balanced openings of " + plies + " plies";
            }
        };
    }

    /**
     * A fixed list of openings played in order, starting again from the first when the match is longer than
     * the book. Each line is checked against the rules once, here.
     */
    public static Openings book(Game game, List<int[]> lines, String name) {
        Objects.requireNonNull(name);
        if (lines.isEmpty()) throw new IllegalArgumentException("the opening book " + name + " has no openings");
        List<int[]> copy = new ArrayList<>();
        for (int[] line : lines) {
            SearchState s = game.searchState(game.start());
            for (int i = 0; i < line.length; i++) {
                if (s.isOver() || !isLegal(s, line[i])) {
                    throw new IllegalArgumentException("opening " + (copy.size() + 1) + " of " + name + ": ply "
                            + (i + 1) + " is not a legal move");
                }
                s.make(line[i]);
            }
            if (s.isOver()) {
                throw new IllegalArgumentException("opening " + (copy.size() + 1) + " of " + name
                        + " ends the game: an opening must leave a game to play");
            }
            copy.add(line.clone());
        }
        int size = copy.size();
        return new Openings() {
            @Override
            public int[] opening(Game g, int pair, long seed) {
                return copy.get(pair % size).clone();
            }

            @Override
            public String describe() {
                return size + " openings from " + name;
            }
        };
    }

    /**
     * Every distinct line of {@code plies} legal moves from the start (lines that end the game are left out),
     * in order of move codes: the usual systematic book of engine testing, where a match of 2 x N games covers
     * the N openings exactly once with each colour.
     */
    public static Openings all(Game game, int plies) {
        if (plies < 1 || plies > 8) throw new IllegalArgumentException("all:K takes K from 1 to 8, not " + plies);
        List<int[]> lines = new ArrayList<>();
        collect(game.searchState(game.start()), new int[plies], 0, lines);
        return book(game, lines, "every opening of " + plies + " plies");
    }

    private static void collect(SearchState s, int[] line, int depth, List<int[]> out) {
        if (s.isOver()) return;
        if (depth == line.length) {
            out.add(line.clone());
            return;
        }
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        Arrays.sort(moves, 0, n);
        for (int i = 0; i < n; i++) {
            line[depth] = moves[i];
            s.make(moves[i]);
            collect(s, line, depth + 1, out);
            s.unmake();
        }
    }

    /**
     * Reads an opening book: one opening a line, its moves in the game's notation separated by spaces (move
     * numbers such as "1." are skipped); blank lines and everything after '#' are ignored. A move that is not
     * legal is refused with the line, the move and the rules' reason.
     */
    public static Openings readBook(Game game, List<String> text, String name) {
        List<int[]> lines = new ArrayList<>();
        for (int n = 0; n < text.size(); n++) {
            String row = text.get(n);
            int hash = row.indexOf('#');
            if (hash >= 0) row = row.substring(0, hash);
            row = row.trim();
            if (row.isEmpty()) continue;
            Position p = game.start();
            List<Integer> codes = new ArrayList<>();
            for (String token : row.split("\\s+")) {
                if (token.matches("\\d+\\.+")) continue;
                Move m;
                try {
                    m = game.parseMove(p, token);
                } catch (IllegalMoveException e) {
                    throw new IllegalArgumentException(
                            name + " line " + (n + 1) + ": '" + token + "': " + e.getMessage(), e);
                }
                p = game.apply(p, m).after();
                codes.add(m.code());
            }
            if (p.isOver()) {
                throw new IllegalArgumentException(name + " line " + (n + 1)
                        + ": the opening ends the game; an opening must leave a game to play");
            }
            lines.add(codes.stream().mapToInt(Integer::intValue).toArray());
        }
        if (lines.isEmpty())
            throw new IllegalArgumentException(name + " has no openings (every line is blank or a comment)");
        return book(game, lines, name);
    }

    private static boolean isLegal(SearchState s, int move) {
        int[] moves = new int[SearchState.MAX_MOVES];
        int n = s.legalMoves(moves);
        for (int i = 0; i < n; i++) if (moves[i] == move) return true;
        return false;
    }

    private static int[] randomLine(Game game, int k, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buf = new int[SearchState.MAX_MOVES];
        int[] line = new int[k];
        for (int attempt = 0; ; attempt++) {
            SearchState s = game.searchState(game.start());
            int made = 0;
            while (made < k && !s.isOver()) {
                int n = s.legalMoves(buf);
                if (n == 0) break;
                line[made] = buf[rng.nextInt(n)];
                s.make(line[made]);
                if (s.isOver()) break;
                made++;
            }
            if (made == k || attempt >= 20) return Arrays.copyOf(line, made);
        }
    }
}
