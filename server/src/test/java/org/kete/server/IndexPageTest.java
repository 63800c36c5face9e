package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** The page shell comes in the visitor's language: ?lang= first, then Accept-Language, else English. */
class IndexPageTest extends ServerTestBase {

    private HttpResponse<String> page(String path, String acceptLanguage) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(client.uri(path));
        if (acceptLanguage != null) b.header("Accept-Language", acceptLanguage);
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void the_first_visit_follows_accept_language() throws Exception {
        HttpResponse<String> r = page("/", "sw-TZ,sw;q=0.9,en;q=0.5");
        assertEquals(200, r.statusCode());
        assertTrue(r.body().contains("<html lang=\"sw\">"), r.body());
        assertTrue(r.body().contains(">Michezo yote<"), r.body());
        assertTrue(r.body().contains("<title>Kete — michezo ya bao</title>"), r.body());
        assertTrue(r.body().contains("aria-label=\"Lugha\""), r.body());
        // The switch offers every language of languages.json, the page's pressed.
        for (String button : new String[] {
            "data-lang=\"en\" lang=\"en\" aria-pressed=\"false\">English<",
            "data-lang=\"pt\" lang=\"pt\" aria-pressed=\"false\">Português<",
            "data-lang=\"sw\" lang=\"sw\" aria-pressed=\"true\">Kiswahili<",
            "data-lang=\"fr\" lang=\"fr\" aria-pressed=\"false\">Français<"
        }) assertTrue(r.body().contains(button), button + " in " + r.body());
        assertTrue(
                r.body()
                        .contains(
                                "<a id=\"page-link\" href=\"./?lang=sw\">Kiungo cha kushiriki ukurasa huu (Kiswahili)</a>"),
                r.body());
        assertEquals("sw", r.headers().firstValue("Content-Language").orElse(""));
        assertTrue(r.headers().firstValue("Vary").orElse("").contains("Accept-Language"));
        // The security headers of every answer stay.
        assertTrue(r.headers().firstValue("Content-Security-Policy").isPresent());
    }

    @Test
    void lang_in_the_address_wins_and_english_is_the_default() throws Exception {
        String fr = page("/?lang=fr", "sw").body();
        assertTrue(fr.contains("<html lang=\"fr\">") && fr.contains(">Tous les jeux<"), fr);
        assertTrue(
                fr.contains("content=\"Les jeux de semailles traditionnels d&#39;Afrique")
                        || fr.contains("content=\"Les jeux de semailles traditionnels d'Afrique"),
                fr);
        String en = page("/index.html", "de-DE").body();
        assertTrue(en.contains("<html lang=\"en\">") && en.contains(">All games<"), en);
        String pseudo = page("/?lang=x-pseudo", null).body();
        assertTrue(pseudo.contains(">⟦All games⟧<"), pseudo);
    }

    @Test
    void the_other_static_files_are_served_as_they_are() throws Exception {
        HttpResponse<String> r = page("/js/i18n.js", "sw");
        assertEquals(200, r.statusCode());
        assertTrue(r.body().contains("export function t("), r.body());
        assertEquals(200, page("/i18n/sw.json", null).statusCode());
    }
}
