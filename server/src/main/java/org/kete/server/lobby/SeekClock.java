package org.kete.server.lobby;

/**
 * A seek's clock as asked: minutes and seconds per player and the increment, each part null when not given;
 * without minutes and seconds the game has no clock.
 */
public record SeekClock(Integer minutes, Integer seconds, Integer increment) {
    public static final SeekClock NONE = new SeekClock(null, null, null);

    public boolean given() {
        return minutes != null || seconds != null;
    }

    /** The time per player, in seconds (0 without a clock). */
    public int initialSeconds() {
        return (minutes == null ? 0 : minutes) * 60 + (seconds == null ? 0 : seconds);
    }

    /** The increment in seconds (0 when not given). */
    public int addedSeconds() {
        return increment == null ? 0 : increment;
    }
}
