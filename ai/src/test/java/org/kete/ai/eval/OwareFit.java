package org.kete.ai.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Fits the Oware evaluation's weights to the positions {@link OwareTuningData} wrote, by least squares with a
 * little ridge, and reports each file's error when fitted on the others (not a test; docs/strength.md gives the
 * runs). Terms as in {@link OwareEvaluator#TERMS}; name the ones to fit, the others are left out (weight 0).
 * Run after {@code mvn -B -q test-compile -pl engine,ai -am}: {@code java -cp
 * engine/target/classes:ai/target/classes:ai/target/test-classes org.kete.ai.eval.OwareFit
 * material,threat,risk,mobility,kroo,sideSeeds,weak,reach a.csv b.csv ...}.
 */
public final class OwareFit {
    private OwareFit() {}

    public static void main(String[] args) throws IOException {
        List<String> terms = Arrays.asList(args[0].split(","));
        for (String t : terms) {
            if (!OwareEvaluator.TERMS.contains(t)) throw new IllegalArgumentException("unknown term " + t);
        }
        List<List<double[]>> files = new ArrayList<>();
        for (int f = 1; f < args.length; f++) files.add(read(Path.of(args[f]), terms));
        double held = 0;
        int heldRows = 0;
        if (files.size() > 1) {
            for (int f = 0; f < files.size(); f++) {
                List<double[]> train = new ArrayList<>();
                for (int g = 0; g < files.size(); g++) if (g != f) train.addAll(files.get(g));
                double[] w = fit(train, terms.size());
                held += sse(files.get(f), w);
                heldRows += files.get(f).size();
            }
        }
        List<double[]> all = new ArrayList<>();
        files.forEach(all::addAll);
        double[] w = fit(all, terms.size());
        System.out.printf(Locale.ROOT, "%d positions in %d files%n", all.size(), files.size());
        StringBuilder named = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            System.out.printf(Locale.ROOT, "  %-10s %8.1f%n", terms.get(i), w[i]);
            named.append(i == 0 ? "" : ",").append(terms.get(i)).append('=').append(Math.round(w[i]));
        }
        System.out.printf(Locale.ROOT, "rms error %.1f centi-seeds", Math.sqrt(sse(all, w) / all.size()));
        if (heldRows > 0) System.out.printf(Locale.ROOT, ", on held-out files %.1f", Math.sqrt(held / heldRows));
        System.out.printf(Locale.ROOT, "%nas a match player: level:6,%s%n", named);
    }

    /** Each row: the named terms' values from the side to move's view, then the label. */
    private static List<double[]> read(Path file, List<String> terms) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<String> header = Arrays.asList(lines.get(0).split(","));
        List<double[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            if (cells.length != header.size()) continue; // a last line cut short by a stopped run
            double[] row = new double[terms.size() + 1];
            for (int t = 0; t < terms.size(); t++) row[t] = term(terms.get(t), cells, header);
            row[terms.size()] = Double.parseDouble(cells[header.indexOf("label")]);
            rows.add(row);
        }
        return rows;
    }

    private static double term(String name, String[] cells, List<String> header) {
        return switch (name) {
            case "material" -> diff("Score", cells, header);
            case "threat" -> value("mCap", cells, header);
            case "risk" -> -value("oCap", cells, header);
            case "mobility" -> diff("Pits", cells, header);
            case "kroo" -> diff("Kroo", cells, header);
            case "sideSeeds" -> diff("Seeds", cells, header);
            case "weak" -> diff("Weak", cells, header);
            case "tempo" -> diff("Tempo", cells, header);
            case "reach" -> diff("Reach", cells, header);
            default -> throw new IllegalArgumentException(name);
        };
    }

    private static double diff(String suffix, String[] cells, List<String> header) {
        return value("m" + suffix, cells, header) - value("o" + suffix, cells, header);
    }

    private static double value(String column, String[] cells, List<String> header) {
        return Double.parseDouble(cells[header.indexOf(column)]);
    }

    private static double[] fit(List<double[]> rows, int k) {
        double[][] a = new double[k][k + 1];
        for (double[] x : rows) {
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) a[i][j] += x[i] * x[j];
                a[i][k] += x[i] * x[k];
            }
        }
        for (int i = 0; i < k; i++) a[i][i] += 1e-3 * rows.size();
        return OwareTuning.solve(a);
    }

    private static double sse(List<double[]> rows, double[] w) {
        double sum = 0;
        for (double[] x : rows) {
            double p = 0;
            for (int i = 0; i < w.length; i++) p += w[i] * x[i];
            sum += (p - x[w.length]) * (p - x[w.length]);
        }
        return sum;
    }
}
