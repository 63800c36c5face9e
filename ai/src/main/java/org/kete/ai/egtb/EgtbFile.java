package org.kete.ai.egtb;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * One table file per seed count, {@code oware-k<seeds>.egtb}: a header, then one byte per position in rank
 * order. Header (big-endian): magic "KETEEGTB", format version (int), the rules text of {@link
 * TableRules#describe()} (modified UTF-8), the seed count (int), the number of positions (long), the CRC-32 of
 * the data (long). A file is written to a temporary name and renamed into place, so a file under the final name
 * is always complete; a file that is truncated, corrupt, or for other rules or another seed count is refused
 * with a message saying which and what to do.
 */
public final class EgtbFile {
    static final byte[] MAGIC = "KETEEGTB".getBytes(StandardCharsets.US_ASCII);
    static final int FORMAT_VERSION = 1;

    private EgtbFile() {}

    public static Path path(Path dir, int seeds) {
        return dir.resolve("oware-k" + seeds + ".egtb");
    }

    public static void write(Path dir, int seeds, TableRules rules, byte[] data) {
        Path target = path(dir, seeds);
        Path tmp = dir.resolve(target.getFileName() + ".tmp");
        CRC32 crc = new CRC32();
        crc.update(data);
        try {
            Files.createDirectories(dir);
            try (OutputStream raw = Files.newOutputStream(tmp);
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
                out.write(MAGIC);
                out.writeInt(FORMAT_VERSION);
                out.writeUTF(rules.describe());
                out.writeInt(seeds);
                out.writeLong(data.length);
                out.writeLong(crc.getValue());
                out.write(data);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /** Reads and checks a whole table file; every problem is an IllegalArgumentException naming the file. */
    public static byte[] read(Path dir, int seeds, TableRules rules) {
        Path file = path(dir, seeds);
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
            long positions;
            long storedCrc;
            try {
                positions = readHeader(file, in, seeds, rules);
                storedCrc = in.readLong();
            } catch (EOFException e) {
                throw refuse(file, "is truncated inside its header");
            }
            byte[] data = new byte[(int) positions];
            try {
                in.readFully(data);
            } catch (EOFException e) {
                throw refuse(
                        file,
                        "is truncated (fewer than the " + positions + " entries its header announces);"
                                + " delete it and build again");
            }
            if (in.read() >= 0) throw refuse(file, "has bytes after its data; delete it and build again");
            CRC32 crc = new CRC32();
            crc.update(data);
            if (crc.getValue() != storedCrc) {
                throw refuse(file, "is corrupt (its checksum does not match); delete it and build again");
            }
            return data;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Checks the header of a file without reading its data (cheap; the checksum is checked on load). */
    public static void checkHeader(Path dir, int seeds, TableRules rules) {
        Path file = path(dir, seeds);
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 256))) {
            long positions = readHeader(file, in, seeds, rules);
            long headerBytes = MAGIC.length + 4 + 2 + rules.describe().length() + 4 + 8 + 8;
            if (Files.size(file) != headerBytes + positions) {
                throw refuse(
                        file,
                        "has " + Files.size(file) + " bytes, expected " + (headerBytes + positions)
                                + "; delete it and build again");
            }
        } catch (EOFException e) {
            throw refuse(file, "is truncated inside its header");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The rules text in the header of a table file (as {@link TableRules#describe()} writes it), so that a
     * directory can be opened for the rules it was built for; refuses a file that is not a table.
     */
    public static String rulesText(Path file) {
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 256))) {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) throw refuse(file, "is not a Kete endgame table (bad magic)");
            int version = in.readInt();
            if (version != FORMAT_VERSION) {
                throw refuse(
                        file,
                        "has format version " + version + ", this program reads " + FORMAT_VERSION
                                + "; build it again");
            }
            return in.readUTF();
        } catch (EOFException e) {
            throw refuse(file, "is truncated inside its header");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static long readHeader(Path file, DataInputStream in, int seeds, TableRules rules) throws IOException {
        byte[] magic = new byte[MAGIC.length];
        in.readFully(magic);
        if (!Arrays.equals(magic, MAGIC)) throw refuse(file, "is not a Kete endgame table (bad magic)");
        int version = in.readInt();
        if (version != FORMAT_VERSION) {
            throw refuse(
                    file,
                    "has format version " + version + ", this program reads " + FORMAT_VERSION + "; build it again");
        }
        String fileRules = in.readUTF();
        if (!fileRules.equals(rules.describe())) {
            throw refuse(
                    file,
                    "was built for '" + fileRules + "', not '" + rules.describe()
                            + "'; use another directory for other rules");
        }
        int fileSeeds = in.readInt();
        if (fileSeeds != seeds) throw refuse(file, "holds " + fileSeeds + " seeds, not " + seeds);
        long positions = in.readLong();
        if (positions != OwareRank.size(seeds)) {
            throw refuse(
                    file,
                    "announces " + positions + " positions, a " + seeds + "-seed table has " + OwareRank.size(seeds));
        }
        return positions;
    }

    private static IllegalArgumentException refuse(Path file, String why) {
        return new IllegalArgumentException("endgame table " + file + " " + why);
    }
}
