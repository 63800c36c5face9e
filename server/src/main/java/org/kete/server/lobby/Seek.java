package org.kete.server.lobby;

import java.util.List;

/**
 * A seek as stored (a row of {@code seeks}), with its owner's rating now in the seek's pool (an account's rating may
 * have moved since it posted the seek) and whether that is provisional (null for a guest's seek).
 *
 * @param connection the owner's lobby connection: the seek goes when it closes
 * @param account the owner's account, or null for a guest
 * @param clock the clock as asked (its parts null when not given)
 * @param status "open", "taken" or "gone"
 * @param gameId once accepted, the game, with the owner's seat and token
 * @param ownerDevice the SHA-256 of the browser's device cookie it was posted from
 */
public record Seek(
        String id,
        String secretHash,
        String connection,
        String account,
        String name,
        String game,
        List<RuleChoice> options,
        SeekClock clock,
        String speed,
        boolean rated,
        String seat,
        Long rating,
        Boolean provisional,
        Integer min,
        Integer max,
        String status,
        String gameId,
        String ownerToken,
        String ownerSeat,
        String ownerDevice,
        long createdAt) {

    public Seek {
        options = List.copyOf(options);
    }

    public boolean hasRange() {
        return min != null || max != null;
    }

    public boolean isOpen() {
        return "open".equals(status);
    }
}
