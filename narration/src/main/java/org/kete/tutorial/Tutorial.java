package org.kete.tutorial;

import java.util.List;

/**
 * One game's tutorial in one language, as read from {@code tutorials/<game>.<lang>.json} (format:
 * docs/tutorials.md). Pure data: {@link TutorialEngine} runs it against the game's rules.
 *
 * @param game the game id ({@code oware})
 * @param lang the language code ({@code en}, {@code pt})
 * @param title shown above the first step
 * @param options rule options for every step, as {@code name=value} text (empty for the defaults)
 * @param steps the steps, in order
 */
public record Tutorial(String game, String lang, String title, String options, List<Step> steps) {

    public Tutorial {
        options = options == null ? "" : options;
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /**
     * A step: text on a position, optionally a demonstrated move or an exercise, never both.
     *
     * @param id a stable name for the step, the same in every language (progress is remembered by it)
     * @param title short heading
     * @param text what the learner reads; may claim what the demonstration does, which {@code expect} pins
     * @param position the game's position text; null only when the step just talks (the previous board stays)
     * @param options rule options for this step only, added to the tutorial's ({@code grandSlam=allowed})
     * @param highlight pit names the interface marks before anything moves
     * @param demonstrate a move the interface plays on the position, from the engine's trace
     * @param exercise a move the learner must find
     */
    public record Step(
            String id,
            String title,
            String text,
            String position,
            String options,
            List<String> highlight,
            Demonstration demonstrate,
            Exercise exercise) {

        public Step {
            options = options == null ? "" : options;
            highlight = highlight == null ? List.of() : List.copyOf(highlight);
        }
    }

    /**
     * @param move the move in the game's notation
     * @param expect what the text says the move does; every field given is checked against the engine
     */
    public record Demonstration(String move, Expectation expect) {}

    /**
     * Facts about one move. Null fields are not checked.
     *
     * @param after the position text after the move
     * @param captured seeds the mover takes from the opponent during the move (all captures together)
     * @param sown the pits that receive a seed, in order, by name (every lap, repeats included)
     * @param laps how many times seeds are lifted from a pit (1 for a single sowing; captured seeds sown from a
     *     kichwa are not a lift)
     * @param over whether the game is over after the move
     * @param winner "S", "N" or "draw" when the game is over
     */
    public record Expectation(
            String after, Integer captured, List<String> sown, Integer laps, Boolean over, String winner) {}

    /**
     * @param goal what a correct move achieves; the correct moves are every legal move that reaches it
     * @param answers the correct moves, listed so the file can be read and checked: they must be exactly the
     *     legal moves that reach the goal
     * @param hint shown after a wrong answer
     * @param success shown after a right answer
     */
    public record Exercise(Goal goal, List<String> answers, String hint, String success) {
        public Exercise {
            answers = answers == null ? List.of() : List.copyOf(answers);
        }
    }

    /**
     * What a correct move does.
     *
     * @param kind {@code moves}: one of {@code answers}; {@code capture}: captures at least {@code seeds};
     *     {@code reach}: leads to {@code position}; {@code safe}: no reply of the opponent captures anything;
     *     {@code win}: the game ends at once with the mover winning
     * @param seeds for {@code capture}
     * @param position for {@code reach}
     */
    public record Goal(String kind, Integer seeds, String position) {}
}
