package org.kete.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** The streams of one run of {@code kete}: the process's own, or a test's. */
record Io(InputStream in, PrintStream out, PrintStream err) {}
