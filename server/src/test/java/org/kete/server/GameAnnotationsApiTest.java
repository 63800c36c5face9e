package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the browser draws without knowing the game comes from the API: each pit's owner in every position, and
 * the ways seeds travel in the catalogue.
 */
class GameAnnotationsApiTest extends ServerTestBase {

    @Test
    void every_position_names_each_pits_owner_as_the_engine_knows_it() {
        JsonNode oware = client.get("/api/position?game=oware").json().get("position");
        assertEquals(
                List.of(
                        "south", "south", "south", "south", "south", "south", "north", "north", "north", "north",
                        "north", "north"),
                texts(oware.get("owners")));

        // Nam Nam after a round: South has won pits 6 and 7 from North, North none of South's.
        String text = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S SSSSSS/SSNNNN r2-S play";
        JsonNode namNam = client.get(
                        "/api/position?game=nam-nam&position=" + URLEncoder.encode(text, StandardCharsets.UTF_8))
                .json()
                .get("position");
        assertEquals(
                List.of(
                        "south", "south", "south", "south", "south", "south", "south", "south", "north", "north",
                        "north", "north"),
                texts(namNam.get("owners")),
                namNam.toString());

        JsonNode kiswahili =
                client.get("/api/position?game=bao-la-kiswahili").json().get("position");
        List<String> owners = texts(kiswahili.get("owners"));
        assertEquals(32, owners.size());
        for (int pit = 0; pit < 32; pit++) assertEquals(pit < 16 ? "south" : "north", owners.get(pit), "pit " + pit);
    }

    @Test
    void the_catalogue_says_which_ways_seeds_travel() {
        assertEquals(
                "both-ways",
                client.get("/api/catalogue/bao-la-kiswahili")
                        .json()
                        .get("sowing")
                        .asText());
        assertEquals(
                "both-ways",
                client.get("/api/catalogue/bao-la-kujifunza")
                        .json()
                        .get("sowing")
                        .asText());
        for (String id : List.of("oware", "nam-nam", "bao-kenyan-children", "bao-kenyan-laps", "bao-kigogo")) {
            assertEquals(
                    "counter-clockwise",
                    client.get("/api/catalogue/" + id).json().get("sowing").asText(),
                    id);
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
