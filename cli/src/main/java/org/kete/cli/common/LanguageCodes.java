package org.kete.cli.common;

import java.util.Iterator;
import org.kete.text.Messages;

/** The languages the terminal speaks, for the shell completion of {@code --lang}. */
public final class LanguageCodes implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Messages.languages().stream().map(Messages.Language::code).iterator();
    }
}
