package org.kete.cli;

import picocli.CommandLine.Option;

/** The {@code -h, --help} option every command has. */
final class HelpOption {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help and exit")
    boolean help;
}
