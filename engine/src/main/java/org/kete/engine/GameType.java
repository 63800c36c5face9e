package org.kete.engine;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The engine's descriptor of a game, and the only place in the engine that describes it: its stable id (used in
 * URLs, files and commands), names, board, rule options, how it is shown, and the factory of its rules under
 * chosen options. Each game declares one in its own package (e.g. {@code Oware.TYPE}) and {@link Games} lists it.
 * What the computer player needs besides (evaluation, depth caps, endgame tables) is registered in the ai module,
 * keyed by this descriptor ({@code org.kete.ai.GameAi}), because the engine knows nothing of search.
 *
 * @param id stable id, e.g. {@code oware}
 * @param name the English name
 * @param region where the game is played, e.g. "Ghana (Akan)"
 * @param summary one line for the catalogue
 * @param rows rows of pits
 * @param pitsPerRow pits in each row
 * @param seeds seeds in the game
 * @param layout where each pit is drawn
 * @param options the declared rule options
 * @param advantage how an advantage is measured (see {@link Advantage})
 * @param sowing the ways seeds may travel, for the board's direction arrows
 * @param factory the rules under parsed options
 */
public record GameType(
        String id,
        String name,
        String region,
        String summary,
        int rows,
        int pitsPerRow,
        int seeds,
        BoardLayout layout,
        List<RuleOption> options,
        Advantage advantage,
        Sowing sowing,
        Function<RuleOptions, Game> factory) {

    public GameType {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(advantage, "advantage");
        Objects.requireNonNull(sowing, "sowing");
        Objects.requireNonNull(factory, "factory");
        options = List.copyOf(options);
        if (layout.rows() * layout.columns() != rows * pitsPerRow) {
            throw new IllegalArgumentException(id + ": the layout draws " + layout.rows() * layout.columns()
                    + " pits, the board has " + rows * pitsPerRow);
        }
    }

    /** Starts a descriptor: id and names; the board, options and factory follow (see {@link Builder}). */
    public static Builder of(String id, String name, String region, String summary) {
        return new Builder(id, name, region, summary);
    }

    public Game create(RuleOptions options) {
        return factory.apply(options);
    }

    public Game create() {
        return create(RuleOptions.defaults(options));
    }

    /** The game under options written as text, e.g. {@code "grandSlam=allowed cycleRule=draw"}. */
    public Game create(String optionText) {
        return create(RuleOptions.parse(options, optionText));
    }

    /** Descriptors are singletons: two are equal when they describe the same game. */
    @Override
    public boolean equals(Object o) {
        return o instanceof GameType t && t.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }

    /**
     * The rest of a descriptor, so that each game's reads as a list of named parts. Advantage defaults to seeds,
     * sowing to counter-clockwise, options to none.
     */
    public static final class Builder {
        private final String id;
        private final String name;
        private final String region;
        private final String summary;
        private int rows;
        private int pitsPerRow;
        private int seeds;
        private BoardLayout layout;
        private List<RuleOption> options = List.of();
        private Advantage advantage = Advantage.SEEDS;
        private Sowing sowing = Sowing.COUNTER_CLOCKWISE;

        private Builder(String id, String name, String region, String summary) {
            this.id = id;
            this.name = name;
            this.region = region;
            this.summary = summary;
        }

        /** Rows, pits per row, seeds in the game, and where each pit is drawn. */
        public Builder board(int rows, int pitsPerRow, int seeds, BoardLayout layout) {
            this.rows = rows;
            this.pitsPerRow = pitsPerRow;
            this.seeds = seeds;
            this.layout = layout;
            return this;
        }

        public Builder options(List<RuleOption> options) {
            this.options = options;
            return this;
        }

        public Builder advantage(Advantage advantage) {
            this.advantage = advantage;
            return this;
        }

        public Builder sowing(Sowing sowing) {
            this.sowing = sowing;
            return this;
        }

        public GameType rules(Function<RuleOptions, Game> factory) {
            return new GameType(
                    id, name, region, summary, rows, pitsPerRow, seeds, layout, options, advantage, sowing, factory);
        }
    }
}
