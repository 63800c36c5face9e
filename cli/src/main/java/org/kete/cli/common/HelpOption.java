package org.kete.cli.common;

import picocli.CommandLine.Option;

/** The {@code -h, --help} option every command has. */
public final class HelpOption {
    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "show this help and exit")
    public boolean help;
}
