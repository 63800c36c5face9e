package org.kete.ai.eval;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import org.kete.ai.AlphaBeta;
import org.kete.ai.SearchLimits;
import org.kete.ai.egtb.OwareTablebase;
import org.kete.engine.Game;
import org.kete.engine.SearchState;
import org.kete.engine.oware.Oware;

/**
 * Writes positions of Kete's own Oware games with their raw features and a deep search's value, for
 * {@link OwareFit} (not a test; docs/strength.md gives the runs). Each row holds, for the side to move
 * ("m") and the opponent ("o"): captured seeds, seeds on the board, non-empty pits, pits of 1-2 seeds, pits of
 * 12 or more, the best capture that side could make now, pits whose sowing stays on the own side (tempo moves),
 * seeds a sowing from each pit would drop in the other side's row; then the label.
 *
 * <p>Positions: games of a 4-ply search with the current evaluation and a random move on a fifth
 * of the plies, every position from ply 6 on with probability 0.25 that has more seeds on the board than the
 * endgame tables hold (below that level 6 never evaluates). Label: a {@code labelDepth}-ply search with the
 * current evaluation and the tables, a table result converted back to centi-seeds of final difference; proven
 * game ends are left out. Run after {@code mvn -B -q test-compile -pl engine,ai -am}: {@code java -cp
 * engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.eval.OwareTuningData out.csv
 * positions labelDepth seed egtbDir [tableSeeds]}.
 */
public final class OwareTuningData {
    private OwareTuningData() {}

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int wanted = Integer.parseInt(args[1]);
        int labelDepth = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        OwareTablebase tables = OwareTablebase.openDirectory(Path.of(args[4]));
        int tableSeeds = args.length > 5 ? Integer.parseInt(args[5]) : 17;
        Game oware = Oware.TYPE.create();
        SplittableRandom rng = new SplittableRandom(seed);
        AlphaBeta player = new AlphaBeta(16, new OwareEvaluator()).withTablebase(tables);
        AlphaBeta labeller = new AlphaBeta(20, new OwareEvaluator()).withTablebase(tables);
        int[] moves = new int[SearchState.MAX_MOVES];
        int[] board = new int[12];
        int written = 0;
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out))) {
            w.println("mScore,oScore,mSeeds,oSeeds,mPits,oPits,mWeak,oWeak,mKroo,oKroo,mCap,oCap,mTempo,oTempo,"
                    + "mReach,oReach,label");
            while (written < wanted) {
                SearchState s = oware.searchState(oware.start());
                for (int ply = 0; ply < 250 && !s.isOver(); ply++) {
                    int n = s.legalMoves(moves);
                    if (n == 0) break;
                    int onBoard = 0;
                    for (int i = 0; i < 12; i++) onBoard += s.seeds(i);
                    if (onBoard <= tableSeeds) break;
                    if (ply >= 6 && rng.nextDouble() < 0.25) {
                        int v = labeller.search(s, SearchLimits.depth(labelDepth))
                                .score();
                        int label = Integer.MIN_VALUE;
                        if (AlphaBeta.isTablebaseScore(v)) {
                            // the table's final difference includes the captures so far, as material does
                            label = 100 * AlphaBeta.tablebaseSeedDifference(v);
                        } else if (Math.abs(v) < AlphaBeta.TABLEBASE_WIN / 2) {
                            label = v;
                        }
                        if (label != Integer.MIN_VALUE) {
                            int me = s.sideToMove();
                            for (int i = 0; i < 12; i++) board[i] = s.seeds(i);
                            StringBuilder row = new StringBuilder();
                            row.append(s.score(me)).append(',').append(s.score(1 - me));
                            int[] m = side(board, me);
                            int[] o = side(board, 1 - me);
                            for (int f = 0; f < m.length; f++) {
                                row.append(',').append(m[f]).append(',').append(o[f]);
                            }
                            row.append(',').append(label);
                            w.println(row);
                            written++;
                            if (written % 500 == 0) {
                                System.out.printf(Locale.ROOT, "%d positions%n", written);
                                w.flush();
                            }
                        }
                    }
                    int move = ply < 4 || rng.nextDouble() < 0.2
                            ? moves[rng.nextInt(n)]
                            : player.search(s, SearchLimits.depth(4)).bestMove();
                    s.make(move);
                }
            }
        }
    }

    /** Seeds, pits, weak pits, kroo, best capture, tempo moves, seeds reaching the other row for side p. */
    private static int[] side(int[] board, int p) {
        int[] c = new int[OwareEvaluator.COUNTS];
        OwareEvaluator.countSide(board, p, c);
        return new int[] {
            c[OwareEvaluator.SEEDS],
            c[OwareEvaluator.PITS],
            c[OwareEvaluator.WEAK],
            c[OwareEvaluator.KROO],
            OwareEvaluator.bestCapture(board, p),
            c[OwareEvaluator.TEMPO],
            c[OwareEvaluator.REACH]
        };
    }
}
