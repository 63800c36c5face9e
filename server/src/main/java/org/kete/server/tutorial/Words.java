package org.kete.server.tutorial;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kete.engine.Player;

/**
 * The few phrases the engine side of a tutorial says itself (explanations of a move, verdicts), in each
 * tutorial language. Tutorial text proper lives in the data files.
 */
final class Words {

    static final List<String> LANGUAGES = List.of("en", "pt");

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
        if (!TEXT.containsKey(key)) {
            throw new IllegalArgumentException(
                    "unknown tutorial language '" + lang + "'; languages: " + String.join(", ", LANGUAGES));
        }
        this.lang = key;
        this.text = TEXT.get(key);
    }

    String get(String key, Object... args) {
        return String.format(Locale.ROOT, text.get(key), args);
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
