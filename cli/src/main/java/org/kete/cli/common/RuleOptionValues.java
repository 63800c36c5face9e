package org.kete.cli.common;

import java.util.Iterator;
import java.util.TreeSet;
import org.kete.engine.GameType;
import org.kete.engine.Games;
import org.kete.engine.RuleOption;

/** Every {@code name=value} rule option of every game, for the shell completion of option arguments. */
public final class RuleOptionValues implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        TreeSet<String> all = new TreeSet<>();
        for (GameType t : Games.all()) {
            for (RuleOption o : t.options()) {
                for (String v : o.values()) all.add(o.name() + "=" + v);
            }
        }
        return all.iterator();
    }
}
