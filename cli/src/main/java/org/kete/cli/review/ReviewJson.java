package org.kete.cli.review;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.kete.ai.review.GameReview;
import org.kete.ai.review.PlayerSummary;
import org.kete.ai.review.PlyReview;

/**
 * {@code kete review --json}: the review as one line of JSON in the shape of the API's {@code review} object
 * (docs/api.md): the game, its options, the node budget, whether the tables were used, the method's version, a
 * record per ply, each player's summary, and South's winning chance at each position (the graph). Chances and
 * losses are rounded to 3 decimals, as the API writes them; one line per record, so that the reviews of many
 * files concatenate as JSON Lines.
 */
final class ReviewJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReviewJson() {}

    static String write(GameReview review) {
        ObjectNode root = JSON.createObjectNode();
        root.put("game", review.game());
        root.put("options", review.options());
        root.put("nodes", review.nodes());
        root.put("tables", review.tables());
        root.put("version", review.version());
        ArrayNode plies = root.putArray("plies");
        for (PlyReview r : review.plies()) plies.add(ply(r));
        ObjectNode players = root.putObject("players");
        players.set("south", player(review.south()));
        players.set("north", player(review.north()));
        ArrayNode graph = root.putArray("graph");
        for (PlyReview r : review.plies()) {
            if (r.ply() == 0) graph.add(round(r.southChanceBefore()));
            graph.add(round(r.southChanceAfter()));
        }
        return root.toString();
    }

    private static ObjectNode ply(PlyReview r) {
        ObjectNode p = JSON.createObjectNode();
        p.put("ply", r.ply());
        p.put("mover", r.mover().name().toLowerCase(java.util.Locale.ROOT));
        p.put("move", r.move());
        p.putObject("before").put("score", r.scoreBefore()).put("chance", round(r.chanceBefore()));
        p.putObject("after").put("score", r.scoreAfter()).put("chance", round(r.chanceAfter()));
        p.put("best", r.best());
        ArrayNode line = p.putArray("line");
        r.line().forEach(line::add);
        p.put("class", r.judgement().id());
        p.put("loss", round(r.loss()));
        p.put("proven", r.proven());
        if (r.seedsLost() == null) p.putNull("seedsLost");
        else p.put("seedsLost", r.seedsLost());
        return p;
    }

    private static ObjectNode player(PlayerSummary s) {
        ObjectNode p = JSON.createObjectNode();
        if (s.accuracy() == null) p.putNull("accuracy");
        else p.put("accuracy", s.accuracy());
        p.put("judged", s.judged());
        p.put("inaccuracies", s.inaccuracies());
        p.put("mistakes", s.mistakes());
        p.put("blunders", s.blunders());
        if (s.turningPoint() == null) p.putNull("turningPoint");
        else p.put("turningPoint", s.turningPoint());
        return p;
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
