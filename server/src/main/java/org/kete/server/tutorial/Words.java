package org.kete.server.tutorial;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.Game;
import org.kete.engine.IllegalMoveException;
import org.kete.engine.Player;

/**
 * The few phrases the engine side of a tutorial says itself (explanations of a move, verdicts), in each
 * tutorial language. Tutorial text proper lives in the data files.
 */
final class Words {

    static final List<String> LANGUAGES = List.of("en", "pt", "sw", "fr");

    private static final Map<String, Map<String, String>> TEXT = Map.of(
            "en",
            Map.ofEntries(
                    Map.entry("lift", "%s lifts %d seed%s from %s"),
                    Map.entry("liftLap", "lap %d: %d seed%s lifted from %s"),
                    Map.entry("sow", "sown into %s"),
                    Map.entry("last", "the last seed lands in %s, which now holds %d"),
                    Map.entry("skip", "skipping %s"),
                    Map.entry("store", "%s's store"),
                    Map.entry("capture", "captures %d from %s"),
                    Map.entry("captureHand", "takes %d from %s into the hand"),
                    Map.entry("forfeit", "the capture of %d is cancelled (%s)"),
                    Map.entry("place", "A seed from the store goes into %s"),
                    Map.entry("extra", "the last seed ends in the store: the same player moves again"),
                    Map.entry("nyumba", "the move stops in the nyumba"),
                    Map.entry("takasia", "the move stops in the blocked pit"),
                    Map.entry("pass", "%s has no move and passes"),
                    Map.entry("collect", "%s collects %d"),
                    Map.entry("total", "In all it captures %d."),
                    Map.entry("none", "It captures nothing."),
                    Map.entry("over", "The game ends: %s."),
                    Map.entry("win", "%s wins %d-%d"),
                    Map.entry("winPlain", "%s wins"),
                    Map.entry("drawPlain", "a draw"),
                    Map.entry("more", "… %d more steps …"),
                    Map.entry("draw", "a draw %d-%d"),
                    Map.entry("and", "and"),
                    Map.entry("right", "Right!"),
                    Map.entry("wrong", "Not this one."),
                    Map.entry("illegal", "That move cannot be played here: %s"),
                    // Why a move is refused, by the engine's reason (IllegalMoveException.Reason); %s is the pit.
                    Map.entry("why.OPPONENTS_PIT", "%s is your opponent's pit."),
                    Map.entry("why.EMPTY_PIT", "%s is empty."),
                    Map.entry("why.CAPTURE_REQUIRED", "a capture is possible, so you must capture, and %s does not."),
                    Map.entry("why.DIRECTION", "%s cannot be sown that way here."),
                    Map.entry(
                            "why.LONE_KICHWA",
                            "%s is your only seeds in the front row, and sown towards the back row it would empty"
                                    + " the front row."),
                    Map.entry(
                            "why.NYUMBA",
                            "%s is your nyumba: while it holds 6 seeds or more it is not lifted for a takasa."),
                    Map.entry("why.BLOCKED", "%s is blocked by takasia for this move."),
                    Map.entry(
                            "why.FRONT_ROW_IN_NAMUA",
                            "while seeds are left in your store a move starts in the front row, and %s is in the"
                                    + " back row."),
                    Map.entry(
                            "why.FRONT_ROW_FIRST",
                            "a takasa starts in the front row while a front pit holds two seeds or more, and %s is"
                                    + " in the back row."),
                    Map.entry(
                            "why.SINGLE_SEED",
                            "%s holds a single seed, which may not be sown while a pit holds two or more."),
                    Map.entry("why.NEVER_ENDING", "the sowing from %s would never end, so it may not be played."),
                    Map.entry("why.OBLIGATION", "you must capture the pit you blocked with takasia; %s does not."),
                    Map.entry("goalMoves", "It is not the move this position asks for."),
                    Map.entry("goalCapture", "The task is to capture at least %d."),
                    Map.entry("goalReach", "It does not reach the position asked for."),
                    Map.entry("goalSafe", "%s could then answer %s and capture %d."),
                    Map.entry("goalWin", "It does not win the game at once."),
                    Map.entry("correctAre", "Correct: %s")),
            "pt",
            Map.ofEntries(
                    Map.entry("lift", "%s levanta %d semente%s de %s"),
                    Map.entry("liftLap", "volta %d: levanta %d semente%s de %s"),
                    Map.entry("sow", "semeadas em %s"),
                    Map.entry("last", "a última semente cai em %s, que agora tem %d"),
                    Map.entry("skip", "saltando %s"),
                    Map.entry("store", "o depósito de %s"),
                    Map.entry("capture", "captura %d de %s"),
                    Map.entry("captureHand", "tira %d de %s para a mão"),
                    Map.entry("forfeit", "a captura de %d é anulada (%s)"),
                    Map.entry("place", "Uma semente do depósito vai para %s"),
                    Map.entry("extra", "a última semente acaba no depósito: o mesmo jogador joga outra vez"),
                    Map.entry("nyumba", "a jogada para na nyumba"),
                    Map.entry("takasia", "a jogada para na cova bloqueada"),
                    Map.entry("pass", "%s não tem jogada e passa"),
                    Map.entry("collect", "%s recolhe %d"),
                    Map.entry("total", "Ao todo captura %d."),
                    Map.entry("none", "Não captura nada."),
                    Map.entry("over", "O jogo termina: %s."),
                    Map.entry("win", "%s vence %d-%d"),
                    Map.entry("winPlain", "%s vence"),
                    Map.entry("drawPlain", "empate"),
                    Map.entry("more", "… mais %d passos …"),
                    Map.entry("draw", "empate %d-%d"),
                    Map.entry("and", "e"),
                    Map.entry("right", "Certo!"),
                    Map.entry("wrong", "Não é esta."),
                    Map.entry("illegal", "Essa jogada não é possível aqui: %s"),
                    Map.entry("why.OPPONENTS_PIT", "%s é uma cova do adversário."),
                    Map.entry("why.EMPTY_PIT", "%s está vazia."),
                    Map.entry(
                            "why.CAPTURE_REQUIRED",
                            "há uma captura possível, por isso tem de capturar, e %s não captura."),
                    Map.entry("why.DIRECTION", "%s não pode ser semeada nesse sentido aqui."),
                    Map.entry(
                            "why.LONE_KICHWA",
                            "%s tem as únicas sementes da sua fila da frente, e semeadas para a fila de trás"
                                    + " esvaziariam a fila da frente."),
                    Map.entry(
                            "why.NYUMBA",
                            "%s é a sua nyumba: enquanto tiver 6 sementes ou mais não é levantada para uma takasa."),
                    Map.entry("why.BLOCKED", "%s está bloqueada pela takasia nesta jogada."),
                    Map.entry(
                            "why.FRONT_ROW_IN_NAMUA",
                            "enquanto houver sementes no seu depósito a jogada começa na fila da frente, e %s está na"
                                    + " fila de trás."),
                    Map.entry(
                            "why.FRONT_ROW_FIRST",
                            "uma takasa começa na fila da frente enquanto uma cova da frente tiver duas sementes ou"
                                    + " mais, e %s está na fila de trás."),
                    Map.entry(
                            "why.SINGLE_SEED",
                            "%s tem uma só semente, que não pode ser semeada enquanto uma cova tiver duas ou mais."),
                    Map.entry(
                            "why.NEVER_ENDING", "a semeadura a partir de %s nunca acabaria, por isso não é permitida."),
                    Map.entry("why.OBLIGATION", "tem de capturar a cova que bloqueou com a takasia; %s não a captura."),
                    Map.entry("goalMoves", "Não é a jogada que esta posição pede."),
                    Map.entry("goalCapture", "A tarefa é capturar pelo menos %d."),
                    Map.entry("goalReach", "Não chega à posição pedida."),
                    Map.entry("goalSafe", "%s poderia então responder %s e capturar %d."),
                    Map.entry("goalWin", "Não ganha o jogo de imediato."),
                    Map.entry("correctAre", "Corretas: %s")));

    private final Map<String, String> text;
    private final String lang;

    Words(String lang) {
        String key = lang == null ? "en" : lang.toLowerCase(Locale.ROOT);
        if (!LANGUAGES.contains(key)) {
            throw new IllegalArgumentException(
                    "unknown tutorial language '" + lang + "'; languages: " + String.join(", ", LANGUAGES));
        }
        this.lang = key;
        // Swahili and French tutorials are written, but these phrases are not yet: English until they are.
        this.text = TEXT.getOrDefault(key, TEXT.get("en"));
    }

    String get(String key, Object... args) {
        return String.format(Locale.ROOT, text.get(key), args);
    }

    /**
     * Why a move is refused, in this language when the engine named the rule (its reason and pit), else the
     * engine's own sentence. Never the list of legal moves: that would give an exercise away.
     */
    String whyIllegal(IllegalMoveException e, Game game) {
        String key = "why." + e.reason().name();
        if (e.reason() == IllegalMoveException.Reason.UNSPECIFIED || !text.containsKey(key) || e.pit() < 0) {
            return e.getMessage();
        }
        return get(key, game.pitName(e.pit()));
    }

    String player(Player p) {
        if (lang.equals("pt")) return p == Player.SOUTH ? "Sul" : "Norte";
        return p.displayName();
    }

    /** English plural "s" for the seed-count phrases; Portuguese uses the same letter. */
    static String plural(int n) {
        return n == 1 ? "" : "s";
    }

    /** "A, B and C". */
    String list(List<String> items) {
        if (items.isEmpty()) return "";
        if (items.size() == 1) return items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + " " + get("and") + " "
                + items.get(items.size() - 1);
    }
}
