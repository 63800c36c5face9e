package org.kete.server.http;

import io.javalin.http.Context;
import java.util.Map;
import org.kete.server.account.Accounts;
import org.kete.server.account.Accounts.Account;
import org.kete.server.common.ApiException;
import org.kete.server.common.Secrets;

/**
 * The sessions as the web sees them (docs/api.md, Accounts; docs/security.md): the session cookie,
 * {@code kete_session}, HttpOnly and SameSite=Lax (Secure over HTTPS); the CSRF token a change on the strength
 * of that cookie must send in {@code X-CSRF-Token} (a page of another site can make the browser send the cookie,
 * but cannot read the token); the Origin, which, when present, must be this server's; and the device cookie,
 * {@code kete_device}, that says nothing but "this browser again". The account package gets plain values from
 * here: the cookie's value, the address, the device id.
 */
public final class Sessions {
    public static final String COOKIE = "kete_session";
    public static final String CSRF_HEADER = "X-CSRF-Token";
    public static final String DEVICE_COOKIE = "kete_device";
    static final long DEVICE_SECONDS = 400L * 24 * 3600;

    private final Accounts accounts;

    public Sessions(Accounts accounts) {
        this.accounts = accounts;
    }

    /** The account of the request's session cookie, or null (no cookie, or a session that has ended). */
    public Account current(Context ctx) {
        return accounts.current(ctx.cookie(COOKIE));
    }

    /**
     * The signed-in account for a change: 401 without a session, 403 without the session's CSRF token or from
     * another site's page.
     */
    public Account require(Context ctx) {
        Account a = current(ctx);
        if (a == null) throw new ApiException(401, "not-signed-in", "sign in first", "not-signed-in", Map.of());
        checkCsrf(ctx, a);
        return a;
    }

    /** The signed-in account if there is a session (with its CSRF token checked), else null: a guest. */
    public Account optional(Context ctx) {
        Account a = current(ctx);
        if (a != null) checkCsrf(ctx, a);
        return a;
    }

    /** The account of {@code name}, or null (for routes that check a name against the accounts). */
    public Accounts.Named byName(String name) {
        return accounts.byName(name);
    }

    private static void checkCsrf(Context ctx, Account a) {
        WebSecurity.checkOrigin(ctx);
        if (!Secrets.same(ctx.header(CSRF_HEADER), a.csrf())) {
            throw new ApiException(
                    403,
                    "csrf",
                    "this change needs the session's token in " + CSRF_HEADER + " (GET /api/account)",
                    "csrf",
                    Map.of());
        }
    }

    /** Where the request comes from, as the account package counts it: its address and its device id. */
    public static Accounts.Seen seen(Context ctx) {
        return new Accounts.Seen(Web.ip(ctx), device(ctx));
    }

    /** Gives the browser its new session's cookie (and a device id first, if the session made one). */
    static void started(Context ctx, Accounts.Session s) {
        if (s.newDevice() != null) setDevice(ctx, s.newDevice());
        ctx.res().addHeader("Set-Cookie", cookie(ctx, COOKIE, s.cookie(), Accounts.SESSION_SECONDS));
    }

    /** Tells the browser to forget its session cookie. */
    static void ended(Context ctx) {
        ctx.res().addHeader("Set-Cookie", cookie(ctx, COOKIE, "", 0));
    }

    private static String cookie(Context ctx, String name, String value, long maxAge) {
        return name + "=" + value + "; Path=/; Max-Age=" + maxAge + "; HttpOnly; SameSite=Lax"
                + (ctx.req().isSecure() ? "; Secure" : "");
    }

    /** The request's device cookie, or null (none, or not one of ours). */
    public static String device(Context ctx) {
        String d = ctx.cookie(DEVICE_COOKIE);
        return d == null || d.length() < 20 || d.length() > 64 ? null : d;
    }

    /** The request's device cookie, given to this browser first if it had none. */
    public static String deviceOrNew(Context ctx) {
        String d = device(ctx);
        if (d != null) return d;
        d = Secrets.random(24);
        setDevice(ctx, d);
        return d;
    }

    private static void setDevice(Context ctx, String d) {
        ctx.res().addHeader("Set-Cookie", cookie(ctx, DEVICE_COOKIE, d, DEVICE_SECONDS));
    }
}
