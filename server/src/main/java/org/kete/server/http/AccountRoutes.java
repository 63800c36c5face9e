package org.kete.server.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.kete.server.account.Accounts;
import org.kete.server.account.Accounts.Account;

/** The routes of accounts and sessions (docs/api.md, Accounts): /api/account and /api/account/*. */
public final class AccountRoutes {
    /** Register and sign in: a name and a password; account deletion: the password. */
    record Credentials(String name, String password) {}

    /** A password change: the current password and the new one. */
    record PasswordChange(String password, String newPassword) {}

    /** Who the session is: signed in, with the account's name and the session's CSRF token, or a guest. */
    record AccountView(
            boolean signedIn,
            @JsonInclude(JsonInclude.Include.NON_NULL) String name,
            @JsonInclude(JsonInclude.Include.NON_NULL) String csrf) {
        static final AccountView GUEST = new AccountView(false, null, null);

        static AccountView of(Account a) {
            return new AccountView(true, a.name(), a.csrf());
        }
    }

    record SignedOut(boolean signedOut) {}

    record SignedOutEverywhere(boolean signedOut, int sessions) {}

    record Deleted(boolean deleted) {}

    /** The password changed; the account's other sessions ended (this one goes on). */
    record PasswordChanged(boolean changed, int otherSessionsEnded) {}

    private final Accounts accounts;
    private final Sessions sessions;

    public AccountRoutes(Accounts accounts, Sessions sessions) {
        this.accounts = accounts;
        this.sessions = sessions;
    }

    public void routes(RoutesConfig r) {
        // A guest is an ordinary answer, not a failure: every page asks this, and a guest's pages would otherwise
        // log a failed request on each visit.
        r.get("/api/account", ctx -> {
            Account a = sessions.current(ctx);
            Web.privateJson(ctx, 200, a == null ? AccountView.GUEST : AccountView.of(a));
        });
        r.post("/api/account/register", ctx -> {
            Credentials body = credentials(ctx);
            started(ctx, 201, accounts.register(body.name(), body.password(), Sessions.seen(ctx)));
        });
        r.post("/api/account/login", ctx -> {
            Credentials body = credentials(ctx);
            started(ctx, 200, accounts.login(body.name(), body.password(), Sessions.seen(ctx)));
        });
        r.post("/api/account/logout", ctx -> {
            accounts.logout(sessions.require(ctx));
            Sessions.ended(ctx);
            Web.json(ctx, 200, new SignedOut(true));
        });
        r.post("/api/account/logout-everywhere", ctx -> {
            int n = accounts.logoutEverywhere(sessions.require(ctx));
            Sessions.ended(ctx);
            Web.json(ctx, 200, new SignedOutEverywhere(true, n));
        });
        r.post("/api/account/delete", ctx -> {
            Account a = sessions.require(ctx);
            accounts.delete(a, Bodies.read(ctx, Credentials.class).password(), Sessions.seen(ctx));
            Sessions.ended(ctx);
            Web.json(ctx, 200, new Deleted(true));
        });
        r.post("/api/account/password", ctx -> {
            Account a = sessions.require(ctx);
            PasswordChange body = Bodies.read(ctx, PasswordChange.class);
            int ended = accounts.changePassword(a, body.password(), body.newPassword(), Sessions.seen(ctx));
            Web.json(ctx, 200, new PasswordChanged(true, ended));
        });
    }

    /** A sign-in's or registration's name and password, from this site's pages only (no session to check yet). */
    private static Credentials credentials(Context ctx) {
        WebSecurity.checkOrigin(ctx);
        return Bodies.read(ctx, Credentials.class);
    }

    /** Hands the browser its new session, and says who it is. */
    private static void started(Context ctx, int status, Accounts.Session s) {
        Sessions.started(ctx, s);
        Web.privateJson(ctx, status, AccountView.of(s.account()));
    }
}
