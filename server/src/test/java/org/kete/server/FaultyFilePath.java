package org.kete.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import org.h2.store.fs.FileBase;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

/**
 * An H2 file system for the tests ({@code jdbc:h2:faulty:/dir/kete}) over the real disk, whose writes fail as
 * a full or read-only disk fails them while {@link #fault} says so: the same IOException reaches H2 as from the
 * operating system, without needing a small file system to fill. H2 creates instances by reflection, hence
 * public.
 */
public final class FaultyFilePath extends FilePathWrapper {
    static final String SCHEME = "faulty";

    enum Fault {
        NONE,
        FULL,
        READ_ONLY
    }

    static volatile Fault fault = Fault.NONE;

    static {
        FilePath.register(new FaultyFilePath());
    }

    /** The JDBC URL of an H2 database in {@code dir} on this file system. */
    static String url(java.nio.file.Path dir) {
        return "jdbc:h2:" + SCHEME + ":"
                + dir.toAbsolutePath().resolve("kete").toString().replace('\\', '/');
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    @Override
    public FileChannel open(String mode) throws IOException {
        return new FaultyFile(getBase().open(mode));
    }

    @Override
    public OutputStream newOutputStream(boolean append) throws IOException {
        check();
        return super.newOutputStream(append);
    }

    @Override
    public boolean createFile() {
        return fault == Fault.NONE && super.createFile();
    }

    static void check() throws IOException {
        switch (fault) {
            case FULL -> throw new IOException("No space left on device");
            case READ_ONLY -> throw new IOException("Read-only file system");
            case NONE -> {}
        }
    }

    /** The real channel, with every write, truncation and sync checked against the fault first. */
    private static final class FaultyFile extends FileBase {
        private final FileChannel base;

        FaultyFile(FileChannel base) {
            this.base = base;
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            return base.read(dst);
        }

        @Override
        public synchronized int read(ByteBuffer dst, long position) throws IOException {
            return base.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            check();
            return base.write(src);
        }

        @Override
        public synchronized int write(ByteBuffer src, long position) throws IOException {
            check();
            return base.write(src, position);
        }

        @Override
        public long position() throws IOException {
            return base.position();
        }

        @Override
        public FileChannel position(long newPosition) throws IOException {
            base.position(newPosition);
            return this;
        }

        @Override
        public long size() throws IOException {
            return base.size();
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            check();
            base.truncate(size);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            check();
            base.force(metaData);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return base.tryLock(position, size, shared);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            base.close();
        }
    }
}
