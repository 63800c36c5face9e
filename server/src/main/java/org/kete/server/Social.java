package org.kete.server;

import io.javalin.config.RoutesConfig;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.InstantSource;
import org.kete.server.account.Accounts;
import org.kete.server.account.Players;
import org.kete.server.chat.Chat;
import org.kete.server.config.Limits;
import org.kete.server.db.Database;
import org.kete.server.db.Db;
import org.kete.server.db.Notifications;
import org.kete.server.game.GameBridge;
import org.kete.server.http.AccountRoutes;
import org.kete.server.http.ChatRoutes;
import org.kete.server.http.LobbyRoutes;
import org.kete.server.http.PlayerRoutes;
import org.kete.server.http.RatingRoutes;
import org.kete.server.http.Sessions;
import org.kete.server.http.SocialBridge;
import org.kete.server.lobby.Bus;
import org.kete.server.lobby.Seeks;
import org.kete.server.rating.FairPlay;
import org.kete.server.rating.Profiles;
import org.kete.server.rating.Ratings;

/**
 * Players, the lobby, ratings and chat (docs/api.md): the packages player, lobby, rating and chat, wired to
 * this server's database and game service. They reach games only through {@link GameBridge}, the API's own
 * shapes, so that they do not depend on how games are computed or stored.
 */
final class Social implements AutoCloseable {
    private final Accounts accounts;
    private final Players players;
    private final Ratings ratings;
    private final Bus bus;
    private final LobbyRoutes lobby;
    private final Sessions sessions;
    private final Profiles profiles;
    private final ChatRoutes chat;

    /** The database as the domains see it: a connection, and what a failed statement becomes. */
    static Db db(Database database) {
        return new Db() {
            @Override
            public Connection connection() throws SQLException {
                return database.connection();
            }

            @Override
            public RuntimeException failure(String what, SQLException e) {
                return database.failure(what, e);
            }
        };
    }

    Social(Database database, Notifications notifications, SocialBridge bridge, Limits limits, InstantSource clock) {
        Db db = db(database);
        accounts = new Accounts(db, limits, clock);
        sessions = new Sessions(accounts);
        players = new Players(db, accounts, bridge, limits);
        ratings = new Ratings(db, bridge, limits, clock);
        profiles = new Profiles(db, accounts);
        players.beforeRead(ratings::settle);
        players.ratings(ratings::currentRating);
        bus = new Bus(notifications);
        lobby = new LobbyRoutes(new Seeks(db, bus, accounts, bridge, ratings, limits, clock), sessions, bridge);
        chat = new ChatRoutes(new Chat(db, bus, players, bridge, limits, clock), sessions, bus);
    }

    /**
     * Game {@code next} follows game {@code from} (a match's next game, a rematch): its players ({@link
     * Players#follow}), and whether it is rated, decided again under {@code fair}'s rules ({@link
     * FairPlay#followed}), in the transaction that stores it.
     */
    static void followed(Connection c, String from, String next, boolean swapped, long now, FairPlay fair)
            throws SQLException {
        Players.follow(c, from, next, swapped, now);
        fair.followed(c, next, now);
    }

    void routes(RoutesConfig r) {
        new AccountRoutes(accounts, sessions).routes(r);
        new PlayerRoutes(players, profiles, sessions).routes(r);
        new RatingRoutes(profiles).routes(r);
        lobby.routes(r);
        chat.routes(r);
    }

    @Override
    public void close() {
        lobby.close();
        ratings.close();
        bus.close();
    }
}
