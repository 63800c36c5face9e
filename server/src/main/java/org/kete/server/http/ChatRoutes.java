package org.kete.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.kete.server.chat.Chat;
import org.kete.server.common.ApiException;
import org.kete.server.lobby.Bus;

/**
 * The routes of a game's chats (docs/api.md, Chat), and their live channel: a WebSocket per room that is sent
 * each new message (the bus's "chat" events, from any server of the database), a player's only once it has
 * shown its seat's token.
 */
public final class ChatRoutes {
    /** POST /api/games/{id}/chat. */
    record Say(String room, String text) {}

    /** POST /api/games/{id}/chat/mute: mute the other player (true, the default) or not. */
    record Mute(Boolean muted) {}

    record ChatMessage(String type, Chat.Message message) {}

    record ErrorMessage(String type, String error, String message) {}

    private final Chat chat;
    private final Sessions sessions;
    /** Listeners by "game room". */
    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();

    /** A connection to a room: its seat (players' room, once it has shown its token) and the last id it got. */
    private static final class Listener {
        final WsContext ws;
        volatile String seat;
        volatile long last = -1;

        Listener(WsContext ws) {
            this.ws = ws;
        }
    }

    public ChatRoutes(Chat chat, Sessions sessions, Bus bus) {
        this.chat = chat;
        this.sessions = sessions;
        bus.subscribe(this::onEvent);
    }

    public void routes(RoutesConfig r) {
        r.get("/api/games/{id}/chat", ctx -> {
            Chat.Read read = chat.read(ctx.pathParam("id"), ctx.queryParam("room"), Web.bearer(ctx));
            // The players' room is read with a seat's token: what the two players say to each other is theirs.
            if (read.seat() != null) Web.privateJson(ctx, 200, read.messages());
            else Web.json(ctx, 200, read.messages());
        });
        r.post("/api/games/{id}/chat", ctx -> {
            Say say = Bodies.read(ctx, Say.class);
            Web.json(
                    ctx,
                    201,
                    chat.say(
                            ctx.pathParam("id"),
                            say.room(),
                            say.text(),
                            Web.bearer(ctx),
                            () -> sessions.optional(ctx)));
        });
        r.post("/api/games/{id}/chat/mute", ctx -> {
            String id = ctx.pathParam("id");
            // The seat first: a request without a seat's token is refused before its body is read.
            String seat = chat.playerSeat(id, Web.bearer(ctx));
            Boolean muted = Bodies.read(ctx, Mute.class).muted();
            Web.json(ctx, 200, chat.mute(id, seat, muted == null || muted));
        });
        r.ws("/api/games/{id}/chat/events", ws -> {
            ws.onConnect(ctx -> {
                if (!ctx.session.isOpen()) return; // over its address's cap (KeteServer's Sockets)
                String id = ctx.pathParam("id");
                String room;
                try {
                    room = chat.room(id, ctx.queryParam("room"));
                } catch (ApiException e) {
                    ctx.send(Web.write(new ErrorMessage("error", e.code(), e.getMessage())));
                    ctx.closeSession(4404, "no such chat");
                    return;
                }
                ctx.session.setIdleTimeout(Duration.ofMinutes(30));
                Listener l = new Listener(ctx);
                ctx.attribute("chat", l);
                listeners
                        .computeIfAbsent(id + " " + room, k -> ConcurrentHashMap.newKeySet())
                        .add(l);
                if (room.equals("spectators")) catchUp(id, room, Set.of(l));
            });
            ws.onMessage(ctx -> {
                JsonNode m;
                try {
                    m = Web.MAPPER.readTree(ctx.message());
                } catch (JsonProcessingException e) {
                    return;
                }
                String type = m.path("type").asText();
                if (type.equals("ping")) ctx.send("{\"type\":\"pong\"}");
                Listener l = ctx.attribute("chat");
                if (type.equals("auth") && l != null && "players".equals(ctx.queryParam("room"))) {
                    try {
                        l.seat = chat.playerSeat(
                                ctx.pathParam("id"), m.path("token").asText(null));
                        catchUp(ctx.pathParam("id"), "players", Set.of(l));
                    } catch (ApiException e) {
                        ctx.send(Web.write(new ErrorMessage("error", e.code(), e.getMessage())));
                    }
                }
            });
            ws.onClose(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
            ws.onError(ctx -> leave(ctx.pathParam("id"), ctx.queryParam("room"), ctx.attribute("chat")));
        });
    }

    private void onEvent(Bus.Event event) {
        if (event.is(Bus.RESYNC, 0)) {
            for (String key : listeners.keySet()) {
                String[] p = key.split(" ");
                catchUp(p[0], p[1], listeners.getOrDefault(key, Set.of()));
            }
            return;
        }
        if (!event.is(Chat.CHAT, 2)) return;
        Set<Listener> set = listeners.get(event.arg(0) + " " + event.arg(1));
        if (set != null) catchUp(event.arg(0), event.arg(1), set);
    }

    /** Sends each listener the messages it has not had yet. */
    private void catchUp(String id, String room, Set<Listener> set) {
        for (Listener l : set) {
            if (room.equals("players") && l.seat == null) continue;
            synchronized (l) {
                List<Chat.Message> list = chat.messages(id, room, l.seat, l.last);
                for (Chat.Message m : list) {
                    if (m.id() <= l.last) continue;
                    l.last = m.id();
                    Web.send(l.ws, Web.write(new ChatMessage("chat", m)));
                }
                if (list.isEmpty() && l.last < 0) l.last = 0;
            }
        }
    }

    private void leave(String id, String room, Listener l) {
        if (l == null) return;
        Set<Listener> set = listeners.get(id + " " + room);
        if (set == null) return;
        set.remove(l);
        if (set.isEmpty()) listeners.remove(id + " " + room, set);
    }
}
