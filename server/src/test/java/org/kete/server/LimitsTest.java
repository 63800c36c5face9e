package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kete.server.config.Limits;

class LimitsTest {
    @Test
    void defaults_and_settings_by_name() {
        Limits l = Limits.DEFAULT.with("games-per-minute-per-address=1000").with("sign-in-window-seconds = 60");
        assertEquals(1000, l.count(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS));
        assertEquals(60_000, l.millis(Limits.Name.SIGN_IN_WINDOW_SECONDS));
        assertEquals(24 * 3_600_000L, l.millis(Limits.Name.WAITING_GAME_HOURS));
        assertEquals(2_000, l.millis(Limits.Name.PASSWORD_HASH_WAIT_MILLIS));
        assertEquals(5, l.count(Limits.Name.SIGN_IN_FAILURES_PER_PAIR));
        assertEquals(120, Limits.DEFAULT.count(Limits.Name.GAMES_PER_MINUTE_PER_ADDRESS), "the default is kept");
        assertFalse(l.allows(Limits.Name.RATED_SHARED_NETWORK));
        assertTrue(l.with("rated-shared-network=1").allows(Limits.Name.RATED_SHARED_NETWORK));
    }

    @Test
    void a_bad_setting_says_what_is_wrong() {
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.with("games-per-hour=3"));
        assertTrue(unknown.getMessage().contains("games-per-minute-per-address"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.with("chat-burst"));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.with("chat-burst=many"));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.with("chat-burst=-1"));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.with("rated-shared-network=2"));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.millis(Limits.Name.CHAT_BURST));
    }
}
