package org.kete.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The ./kete script's first build shows its progress: the filter that turns Maven's output into a line per
 * module, run by bash on a sample of what Maven prints.
 */
class KeteScriptTest {

    @Test
    void the_first_build_prints_a_line_per_module_and_nothing_else_of_mavens_output()
            throws IOException, InterruptedException {
        Path script = Path.of("..", "kete").toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(script), script.toString());
        String maven = String.join(
                "\n",
                "[INFO] Scanning for projects...",
                "[INFO] Building Kete 0.1.0-SNAPSHOT                                       [1/5]",
                "[INFO] --- maven-compiler-plugin:3.14.0:compile (default-compile) @ kete-engine ---",
                "[INFO] Building Kete engine 0.1.0-SNAPSHOT                                [2/5]",
                "[INFO] Building jar: /x/engine/target/kete-engine-0.1.0-SNAPSHOT.jar",
                "[INFO] Building Kete command line 0.1.0-SNAPSHOT                          [5/5]",
                "[INFO] BUILD SUCCESS",
                "");
        Process p = new ProcessBuilder(
                        "bash", "-c", "source <(sed -n '/^progress()/,/^}/p' \"$0\") && progress", script.toString())
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().write(maven.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals("kete:   [1/5] Kete\nkete:   [2/5] Kete engine\nkete:   [5/5] Kete command line\n", out);
        assertEquals(0, p.exitValue());
    }
}
