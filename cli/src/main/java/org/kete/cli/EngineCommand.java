package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code kete engine}: the line-based engine protocol (docs/protocol.md), once it is part of the build. */
final class EngineCommand {
    static final String HELP = """
            Usage: kete engine

            Speaks Kete's line-based engine protocol on standard input and output (UCI-style for
            Oware, with Kete's own extensions for every game).
            """;

    private EngineCommand() {}

    static int run(List<String> rest, InputStream in, PrintStream out, PrintStream err) {
        Args a = Args.parse("engine", rest, Set.of(), Set.of());
        if (a.help()) {
            out.print(HELP);
            return Main.OK;
        }
        if (!a.positional.isEmpty()) throw new UsageException("kete engine takes no arguments" + a.seeHelp());
        err.println("kete engine: the engine protocol is not available in this build yet");
        return Main.FAILED;
    }
}
