package org.kete.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.kete.server.config.Limits;

/** docs/security.md's table of every limit names each {@link Limits.Name} with its default, and no other. */
class LimitsDocumentedTest {
    @Test
    void every_limit_is_in_the_table_with_its_default() throws IOException {
        Path doc = Path.of("..", "docs", "security.md");
        String text = Files.readString(doc);
        int table = text.indexOf("## Every limit");
        assertTrue(table >= 0, "docs/security.md has its table of every limit");
        String rows = text.substring(table);
        for (Limits.Name n : Limits.Name.values()) {
            Matcher m = Pattern.compile("\\| `" + Pattern.quote(n.key()) + "` \\| ([0-9,]+) \\|")
                    .matcher(rows);
            assertTrue(m.find(), n.key() + " is in the table of docs/security.md");
            assertTrue(
                    Long.parseLong(m.group(1).replace(",", "")) == n.byDefault(),
                    n.key() + ": the table says " + m.group(1) + ", the default is " + n.byDefault());
        }
        Matcher named = Pattern.compile("\\| `([a-z0-9-]+)` \\|").matcher(rows);
        while (named.find()) Limits.Name.of(named.group(1));
    }
}
