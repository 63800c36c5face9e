package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.PlayerSummary;
import org.kete.ai.review.PlyReview;
import org.kete.server.review.ReviewState;

/**
 * The review's wire records (docs/api.md, Review), written by Jackson in component order: the state of a game's
 * review, the review itself when it is done, and the live channel's message.
 */
public final class ReviewViews {
    private ReviewViews() {}

    /** A game's review: its status and progress, and the review when the status is done. */
    public record ReviewView(
            String game,
            String status,
            Progress progress,
            @JsonInclude(JsonInclude.Include.NON_NULL) ReviewBody review) {}

    /** POST /api/records/review: the stored game as POST /api/records gives it, and its review's state. */
    public record RecordReview(
            Views.GameView game,
            String token,
            String seat,
            String status,
            Progress progress,
            @JsonInclude(JsonInclude.Include.NON_NULL) ReviewBody review) {}

    public record Progress(int done, int total) {}

    public record ReviewBody(
            String game,
            String options,
            long nodes,
            boolean tables,
            int version,
            List<PlyView> plies,
            Players players,
            List<Double> graph) {}

    /** A value: the score as the search gives it (centi-seeds, or a proven result) and the winning chance. */
    public record Value(int score, double chance) {}

    public record PlyView(
            int ply,
            String mover,
            String move,
            Value before,
            Value after,
            String best,
            List<String> line,
            @JsonProperty("class") String judgement,
            double loss,
            boolean proven,
            Integer seedsLost) {}

    public record Players(PlayerView south, PlayerView north) {}

    public record PlayerView(
            Double accuracy, int judged, int inaccuracies, int mistakes, int blunders, Integer turningPoint) {}

    /** The live channel's message: progress while running; the end (done or failed) without counts. */
    public record Live(
            String type,
            String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer done,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer total) {}

    public static ReviewView view(ReviewState s) {
        return new ReviewView(s.gameId(), s.status().id(), new Progress(s.done(), s.total()), body(s.review()));
    }

    public static RecordReview view(Views.Seated seated, ReviewState s) {
        return new RecordReview(
                seated.game(),
                seated.token(),
                seated.seat(),
                s.status().id(),
                new Progress(s.done(), s.total()),
                body(s.review()));
    }

    public static Live live(ReviewState.Status status, int done, int total) {
        boolean running = status == ReviewState.Status.RUNNING;
        return new Live("review", status.id(), running ? done : null, running ? total : null);
    }

    static ReviewBody body(GameReview r) {
        if (r == null) return null;
        List<PlyView> plies = new ArrayList<>(r.plies().size());
        // South's winning chance at each position: before the first move, then after each.
        List<Double> graph = new ArrayList<>(r.plies().size() + 1);
        for (PlyReview p : r.plies()) {
            if (graph.isEmpty()) graph.add(round(p.southChanceBefore()));
            graph.add(round(p.southChanceAfter()));
            plies.add(new PlyView(
                    p.ply(),
                    Json.side(p.mover()),
                    p.move(),
                    new Value(p.scoreBefore(), round(p.chanceBefore())),
                    new Value(p.scoreAfter(), round(p.chanceAfter())),
                    p.best(),
                    p.line(),
                    p.judgement().id(),
                    round(p.loss()),
                    p.proven(),
                    p.seedsLost()));
        }
        return new ReviewBody(
                r.game(),
                r.options(),
                r.nodes(),
                r.tables(),
                r.version(),
                plies,
                new Players(player(r.south()), player(r.north())),
                graph);
    }

    private static PlayerView player(PlayerSummary s) {
        Double accuracy = s.accuracy() == null ? null : Math.round(s.accuracy() * 10) / 10.0;
        return new PlayerView(accuracy, s.judged(), s.inaccuracies(), s.mistakes(), s.blunders(), s.turningPoint());
    }

    /** To three decimals, as the wire carries chances and losses. */
    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
