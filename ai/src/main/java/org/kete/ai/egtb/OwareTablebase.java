package org.kete.ai.egtb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.kete.ai.GameAi;
import org.kete.engine.Game;
import org.kete.engine.Move;
import org.kete.engine.Player;
import org.kete.engine.Position;
import org.kete.engine.RuleOptions;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * Read access to the Oware endgame tables in a directory. A position is in the tables when the file for its
 * seed count is there; files are checked (header at open, checksum on first use) and loaded on first use. The
 * value is the one of the position as if reached with no repetition history (docs/egtb.md): the seed difference
 * the side to move can force from the board, exact where {@link #isCycleDependent} is false, and under the
 * documented cycle convention where it is true.
 */
public final class OwareTablebase implements TablebaseProbe {
    private final Path dir;
    private final TableRules rules;
    private final RuleOptions options;
    private final boolean[] present = new boolean[OwareEgtbBuilder.MAX_BUILD_SEEDS + 1];
    private final byte[][] layers = new byte[OwareEgtbBuilder.MAX_BUILD_SEEDS + 1][];

    private OwareTablebase(Path dir, RuleOptions options) {
        this.dir = dir;
        this.options = options;
        this.rules = TableRules.of(options);
    }

    /** Opens the tables in {@code dir} for games under {@code options}; refuses unsupported options and bad files. */
    public static OwareTablebase open(Path dir, RuleOptions options) {
        OwareTablebase tb = new OwareTablebase(dir, options);
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException("no endgame table directory " + dir);
        for (int k = 0; k <= OwareEgtbBuilder.MAX_BUILD_SEEDS; k++) {
            if (Files.exists(EgtbFile.path(dir, k))) {
                EgtbFile.checkHeader(dir, k, tb.rules);
                tb.present[k] = true;
            }
        }
        return tb;
    }

    /**
     * Opens a directory for the rules its files were built for (read from the first file's header); every other
     * file must be for the same rules. Refuses a directory that does not exist or holds no table.
     */
    public static OwareTablebase openDirectory(Path dir) {
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException("no endgame table directory " + dir);
        for (int k = 0; k <= OwareEgtbBuilder.MAX_BUILD_SEEDS; k++) {
            Path file = EgtbFile.path(dir, k);
            if (!Files.exists(file)) continue;
            String text = EgtbFile.rulesText(file);
            String prefix = "oware ";
            if (!text.startsWith(prefix)) {
                throw new IllegalArgumentException("endgame table " + file + " is for '" + text + "', not Oware");
            }
            RuleOptions options;
            try {
                options = Oware.TYPE.create(text.substring(prefix.length())).options();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "endgame table " + file + " names rules this program does not know: '" + text + "'", e);
            }
            return open(dir, options);
        }
        throw new IllegalArgumentException("no endgame tables (oware-k<seeds>.egtb) in " + dir
                + "; build them with kete egtb build --max-seeds N --dir " + dir);
    }

    /** Whether these tables value the positions of an Oware game played under {@code options}. */
    public boolean appliesTo(RuleOptions options) {
        try {
            return TableRules.of(options).equals(rules);
        } catch (IllegalArgumentException e) {
            return false; // options the tables cannot support at all
        }
    }

    @Override
    public boolean covers(Game game) {
        return GameAi.owareTablesApply(game.type()) && appliesTo(game.options());
    }

    /** The seed counts whose files are present, in increasing order. */
    public List<Integer> seedCounts() {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < present.length; k++) if (present[k]) out.add(k);
        return out;
    }

    /** The present seed counts as ranges, e.g. "0-20" or "0-10, 12". */
    public String describeSeedCounts() {
        StringBuilder sb = new StringBuilder();
        List<Integer> ks = seedCounts();
        for (int i = 0; i < ks.size(); i++) {
            int j = i;
            while (j + 1 < ks.size() && ks.get(j + 1) == ks.get(j) + 1) j++;
            if (sb.length() > 0) sb.append(", ");
            sb.append(ks.get(i));
            if (j > i) sb.append('-').append(ks.get(j));
            i = j;
        }
        return sb.toString();
    }

    /**
     * Reads every present file now, checking its checksum, so that a corrupt file is found at once rather than
     * during a search; returns the bytes held.
     */
    public long loadAll() {
        long bytes = 0;
        for (int k = 0; k < present.length; k++) {
            if (present[k]) bytes += load(k).length;
        }
        return bytes;
    }

    public TableRules rules() {
        return rules;
    }

    /** The largest seed count n such that every table 0..n is present, or -1. */
    public int maxSeeds() {
        int n = -1;
        while (n + 1 < present.length && present[n + 1]) n++;
        return n;
    }

    public boolean has(int seeds) {
        return seeds >= 0 && seeds < present.length && present[seeds];
    }

    /** The value for the side to move, or empty when the game is over or the seed count is not in the tables. */
    public OptionalInt value(Position position) {
        byte[] layer = layerOf(position);
        if (layer == null) return OptionalInt.empty();
        int k = boardSeeds(position);
        return OptionalInt.of(OwareEgtbBuilder.decode(layer[(int) rankOf(position)], k));
    }

    /** Whether the value relies on the cycle convention (neither side can force play out of this seed count). */
    public boolean isCycleDependent(Position position) {
        byte[] layer = layerOf(position);
        return layer != null && OwareEgtbBuilder.isCycleDependent(layer[(int) rankOf(position)]);
    }

    /**
     * The legal moves whose forward value (seeds captured minus the value of the resulting position for the
     * opponent, or the final difference if the game ends) equals the best forward value; empty when the
     * position is not in the tables. For a position that is not cycle dependent the best forward value is its
     * value.
     */
    public List<Move> bestMoves(Position position) {
        if (layerOf(position) == null) return List.of();
        int k = boardSeeds(position);
        int side = position.toMove().index();
        int[] board = normalised(position);
        OwareMoves mover = new OwareMoves(rules.grandSlam());
        int[] moves = new int[6];
        int[] children = new int[6 * 12];
        int[] gains = new int[6];
        int n = mover.expand(board, moves, children, gains);
        int[] forward = new int[n];
        int best = Integer.MIN_VALUE;
        for (int m = 0; m < n; m++) {
            int kk = k - gains[m];
            byte[] layer = load(kk);
            if (layer == null) return List.of();
            int r = (int) OwareRank.rankRotated(children, m * 12);
            forward[m] = gains[m] - OwareEgtbBuilder.decode(layer[r], kk);
            best = Math.max(best, forward[m]);
        }
        List<Move> legal = position.game().legalMoves(position);
        List<Move> result = new ArrayList<>();
        for (int m = 0; m < n; m++) {
            if (forward[m] != best) continue;
            int pit = moves[m] + 6 * side;
            for (Move mv : legal) if (mv.code() == pit) result.add(mv);
        }
        return result;
    }

    /**
     * The exact result of a position for the side to move: the final seed difference (their score minus the
     * opponent's once every seed on the board is taken, or collected at the end) and every legal move that keeps
     * it.
     */
    public record Exact(int finalDifference, List<Move> bestMoves) {}

    /**
     * The exact result, or empty when the position is not in the tables, the game is over, or the value depends
     * on the cycle convention (then it is exact only for a game with no repetition history, which a game in
     * progress need not be).
     */
    public Optional<Exact> exact(Position position) {
        OptionalInt value = value(position);
        if (value.isEmpty() || isCycleDependent(position)) return Optional.empty();
        List<Move> best = bestMoves(position);
        if (best.isEmpty()) return Optional.empty();
        Player me = position.toMove();
        int difference = position.score(me) - position.score(me.opponent()) + value.getAsInt();
        return Optional.of(new Exact(difference, List.copyOf(best)));
    }

    @Override
    public int probe(SearchState state) {
        if (state.isOver() || state.pitCount() != 12) return NOT_FOUND;
        int k = 0;
        for (int i = 0; i < 12; i++) k += state.seeds(i);
        byte[] layer = k < layers.length ? layers[k] : null;
        if (layer == null) {
            if (!has(k)) return NOT_FOUND;
            layer = load(k);
        }
        int off = state.sideToMove() * 6;
        long r = 0;
        int b = -1;
        for (int j = 0; j < 11; j++) {
            int pit = j + off;
            b += state.seeds(pit < 12 ? pit : pit - 12) + 1;
            r += OwareRank.binom(b, j + 1);
        }
        return OwareEgtbBuilder.decode(layer[(int) r], k);
    }

    private byte[] layerOf(Position position) {
        if (!GameAi.owareTablesApply(position.game().type())) {
            throw new IllegalArgumentException("the Oware tables cannot value a position of "
                    + position.game().type().name());
        }
        TableRules posRules = TableRules.of(position.game().options());
        if (!posRules.equals(rules)) {
            throw new IllegalArgumentException("these tables are for '" + rules.describe()
                    + "', the position is played under '" + posRules.describe() + "'");
        }
        if (position.isOver()) return null;
        int k = boardSeeds(position);
        return has(k) ? load(k) : null;
    }

    private synchronized byte[] load(int seeds) {
        if (seeds < 0 || seeds >= layers.length || !present[seeds]) return null;
        if (layers[seeds] == null) layers[seeds] = EgtbFile.read(dir, seeds, rules);
        return layers[seeds];
    }

    private static int boardSeeds(Position p) {
        int k = 0;
        for (int i = 0; i < 12; i++) k += p.seeds(i);
        return k;
    }

    /** The board turned so that the side to move owns pits 0..5 (colour symmetry). */
    static int[] normalised(Position p) {
        int off = p.toMove() == Player.SOUTH ? 0 : 6;
        int[] b = new int[12];
        for (int i = 0; i < 12; i++) b[i] = p.seeds((i + off) % 12);
        return b;
    }

    private static long rankOf(Position p) {
        return OwareRank.rank(normalised(p));
    }

    RuleOptions options() {
        return options;
    }
}
