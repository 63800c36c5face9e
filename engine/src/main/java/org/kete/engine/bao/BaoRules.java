package org.kete.engine.bao;

import org.kete.engine.RuleOptions;

/**
 * The rule options of the two Bao games, read once from {@link RuleOptions} (four-row-games.md §3.8 and §5.10).
 * Bao la Kujifunza declares only the first four; for it the Kiswahili-only options take values that switch
 * their rules off (no nyumba exists, no takasia).
 */
record BaoRules(
        Variant variant,
        boolean forbidKichwaOutward,
        NeverEnding neverEnding,
        int maxLaps,
        Repetition repetition,
        MtajiNyumba mtajiNyumba,
        boolean loseNyumbaOnMtajiCapture,
        NyumbaBelowSix nyumbaBelowSix,
        TaxRequires taxRequires,
        SingletonTakasa singletonTakasa,
        NamuaStopTest namuaStopTest,
        boolean takasia,
        boolean takasiaSingleExempt,
        TakasiaNyumbaExempt takasiaNyumbaExempt,
        TakasiaObligation takasiaObligation) {

    enum Variant {
        /** Bao for learners (§3): the whole game is played like the mtaji stage, without nyumba or takasia. */
        KUJIFUNZA,
        /** The Zanzibar tournament rules (§5): namua stage with stores and nyumba, then mtaji with takasia. */
        KISWAHILI
    }

    /** §2.7: a move still running after MAX_LAPS laps. */
    enum NeverEnding {
        /** Removed from the legal moves (the last step of move generation). */
        ILLEGAL,
        /** Stays legal; choosing it loses at once and the board stays as it was. */
        LOSS
    }

    enum Repetition {
        /** The same position (§2.8) for the third time draws. */
        THREEFOLD,
        NONE
    }

    /** What the nyumba does in the mtaji stage (§5.3). */
    enum MtajiNyumba {
        /** No sowing privileges. */
        NONE,
        /** A mtaji takasa whose lap ends in the owner's still-owned nyumba stops there (BGA's engine). */
        STOP_TAKASA,
        /** The namua stop and safari rules go on in the mtaji stage (Wikipedia). */
        NAMUA_RULES
    }

    enum NyumbaBelowSix {
        /** An owned nyumba below 6 seeds is owned but not functional until it holds 6 again. */
        SUSPENDED,
        /** It is lost at the end of the move. */
        LOST
    }

    enum TaxRequires {
        FUNCTIONAL,
        OWNED
    }

    enum SingletonTakasa {
        WHILE_FUNCTIONAL,
        WHILE_OWNED
    }

    enum NamuaStopTest {
        /** The nyumba is tested after the lap's last seed has been dropped. */
        AT_LANDING,
        /** The state before the store seed was placed decides. */
        AT_MOVE_START
    }

    enum TakasiaNyumbaExempt {
        OWNED,
        FUNCTIONAL
    }

    enum TakasiaObligation {
        NONE,
        /** The blocker must capture the blocked pit with the first capture of his next move, if he can. */
        FIRST_CAPTURE,
        /** The blocker must capture the blocked pit at some point of his next move, if he can. */
        ANY_CAPTURE
    }

    static BaoRules of(Variant variant, RuleOptions o) {
        boolean kiswahili = variant == Variant.KISWAHILI;
        return new BaoRules(
                variant,
                o.getBoolean("forbidKichwaOutward"),
                o.getEnum("neverEnding", NeverEnding.class),
                o.getInt("maxLaps"),
                o.getEnum("repetition", Repetition.class),
                kiswahili ? o.getEnum("mtajiNyumba", MtajiNyumba.class) : MtajiNyumba.NONE,
                kiswahili && o.getBoolean("loseNyumbaOnMtajiCapture"),
                kiswahili ? o.getEnum("nyumbaBelowSix", NyumbaBelowSix.class) : NyumbaBelowSix.SUSPENDED,
                kiswahili ? o.getEnum("taxRequires", TaxRequires.class) : TaxRequires.FUNCTIONAL,
                kiswahili ? o.getEnum("singletonTakasa", SingletonTakasa.class) : SingletonTakasa.WHILE_FUNCTIONAL,
                kiswahili ? o.getEnum("namuaStopTest", NamuaStopTest.class) : NamuaStopTest.AT_LANDING,
                kiswahili && o.getBoolean("takasia"),
                !kiswahili || o.getBoolean("takasiaSingleExempt"),
                kiswahili ? o.getEnum("takasiaNyumbaExempt", TakasiaNyumbaExempt.class) : TakasiaNyumbaExempt.OWNED,
                kiswahili ? o.getEnum("takasiaObligation", TakasiaObligation.class) : TakasiaObligation.NONE);
    }

    boolean isKiswahili() {
        return variant == Variant.KISWAHILI;
    }
}
