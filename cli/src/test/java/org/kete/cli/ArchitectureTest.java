package org.kete.cli;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.InstantSource;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, checked on the compiled classes of every module (this module sees them
 * all). The server is a composition root ({@code org.kete.server}: {@code KeteServer} and its wiring) over
 * {@code http} (routes, request and view records, JSON, WebSocket), the domains (game with its matches, account, rating,
 * lobby, chat, and the search services), and below them {@code db}, {@code common} and {@code config}.
 */
class ArchitectureTest {
    private static final String SERVER = "org.kete.server";
    private static final String HTTP = "org.kete.server.http..";
    private static final String CONFIG = "org.kete.server.config..";
    private static final String COMMON = "org.kete.server.common..";
    private static final String DB = "org.kete.server.db..";
    private static final String[] DOMAINS = {
        "org.kete.server.game..",
        "org.kete.server.account..",
        "org.kete.server.rating..",
        "org.kete.server.lobby..",
        "org.kete.server.chat..",
        "org.kete.server.search..",
    };
    /** Every server package but the composition root and the http layer. */
    private static final String[] BELOW_HTTP = concat(DOMAINS, DB, COMMON, CONFIG);

    /** Longest main source file allowed in server and cli, in lines. */
    static final int MAX_LINES = 450;

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.kete");
    }

    /** Each package its own slice, the root packages included (a pattern like {@code x.(*)..} leaves them out). */
    private static SliceAssignment packagesUnder(String prefix) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String p = c.getPackageName();
                return p.equals(prefix) || p.startsWith(prefix + ".")
                        ? SliceIdentifier.of(p)
                        : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the packages under " + prefix;
            }
        };
    }

    @Test
    void the_server_packages_have_no_cycles() {
        slices().assignedFrom(packagesUnder(SERVER)).should().beFreeOfCycles().check(classes);
    }

    @Test
    void the_cli_packages_have_no_cycles() {
        slices().assignedFrom(packagesUnder("org.kete.cli"))
                .should()
                .beFreeOfCycles()
                .check(classes);
    }

    @Test
    void only_the_composition_root_sees_everything() {
        noClasses()
                .that()
                .resideInAPackage(SERVER + "..")
                .and()
                .resideOutsideOfPackage(SERVER)
                .should()
                .dependOnClassesThat()
                .resideInAPackage(SERVER)
                .because("org.kete.server is the composition root: it wires the parts, and no part knows it")
                .check(classes);
    }

    @Test
    void the_domains_never_see_the_http_layer() {
        noClasses()
                .that()
                .resideInAnyPackage(BELOW_HTTP)
                .should()
                .dependOnClassesThat()
                .resideInAPackage(HTTP)
                .because("requests and answers are the http layer's; a domain speaks types")
                .check(classes);
    }

    @Test
    void http_json_and_javalin_stay_in_the_http_layer() {
        noClasses()
                .that()
                .resideInAnyPackage(BELOW_HTTP)
                .should()
                .dependOnClassesThat(resideInAnyPackage("io.javalin..", "com.fasterxml.jackson.databind.node..")
                        .or(JavaClass.Predicates.equivalentTo(com.fasterxml.jackson.databind.JsonNode.class)))
                .because("bodies are bound to records at the edge; below it no JsonNode and no Context")
                .check(classes);
    }

    @Test
    void the_lower_layers_point_down() {
        noClasses()
                .that()
                .resideInAPackage(CONFIG)
                .should()
                .dependOnClassesThat(resideInAPackage(SERVER + "..").and(not(resideInAPackage(CONFIG))))
                .because("config holds plain values")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage(COMMON)
                .should()
                .dependOnClassesThat(resideInAPackage(SERVER + "..").and(not(resideInAnyPackage(COMMON, CONFIG))))
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage(DB)
                .should()
                .dependOnClassesThat(resideInAPackage(SERVER + "..").and(not(resideInAnyPackage(DB, COMMON, CONFIG))))
                .because("the database layer serves the domains and knows none of them")
                .check(classes);
    }

    @Test
    void the_cli_uses_the_server_only_through_its_starting_point() {
        noClasses()
                .that()
                .resideInAPackage("org.kete.cli..")
                .should()
                .dependOnClassesThat(resideInAPackage(SERVER + "..").and(not(resideInAnyPackage(SERVER, CONFIG))))
                .because("kete serve starts KeteServer with a ServerConfig; everything else is the server's own")
                .check(classes);
    }

    @Test
    void endgame_tables_are_built_in_ai_only() {
        noClasses()
                .that()
                .resideInAPackage(SERVER + "..")
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("org.kete.ai.egtb.OwareEgtbBuilder")
                .because("table building lives in ai (AutoTables, OwareEgtbBuilder); the server only reads tables")
                .check(classes);
    }

    @Test
    void time_is_read_only_from_the_injected_clock() {
        noClasses()
                .that()
                .resideInAPackage(SERVER + "..")
                .and()
                .resideOutsideOfPackage(SERVER)
                .should()
                .callMethod(System.class, "currentTimeMillis")
                .orShould()
                .callMethod(Instant.class, "now")
                .orShould()
                .callMethod(Clock.class, "systemUTC")
                .orShould()
                .callMethod(Clock.class, "systemDefaultZone")
                .orShould()
                .callMethod(InstantSource.class, "system")
                .orShould()
                .callMethod(LocalDate.class, "now")
                .orShould()
                .callMethod(LocalDateTime.class, "now")
                .orShould()
                .callMethod(OffsetDateTime.class, "now")
                .orShould()
                .callMethod(ZonedDateTime.class, "now")
                .orShould()
                .callConstructor(java.util.Date.class)
                .because("the composition root gives every part one InstantSource, so tests move time without"
                        + " sleeping")
                .check(classes);
    }

    /** Source rules ArchUnit cannot see in class files: file length, and untyped maps outside the http layer. */
    @Test
    void main_sources_are_short_and_typed_below_http() {
        List<String> problems = new ArrayList<>();
        for (String module : List.of("server", "cli")) {
            for (Path f : javaFiles(Path.of("..", module, "src", "main", "java"))) {
                List<String> lines = read(f);
                if (lines.size() > MAX_LINES)
                    problems.add(f + ": " + lines.size() + " lines (at most " + MAX_LINES + ")");
                // A refusal's wording parameters (numbers and words for a message file) are not a view.
                boolean belowHttp = module.equals("server")
                        && !f.toString().contains("/org/kete/server/http/")
                        && !f.getParent().endsWith(Path.of("org", "kete", "server"))
                        && !f.endsWith(Path.of("common", "ApiException.java"));
                for (int i = 0; belowHttp && i < lines.size(); i++)
                    if (lines.get(i).contains("Map<String, Object>"))
                        problems.add(f + ":" + (i + 1) + ": Map<String, Object> below the http layer");
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<Path> javaFiles(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> read(Path f) {
        try {
            return Files.readAllLines(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String[] concat(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }
}
