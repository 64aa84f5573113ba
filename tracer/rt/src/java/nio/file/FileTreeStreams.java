package java.nio.file;

import java.io.BufferedReader;
import java.io.FileIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The Stream-returning methods of Files: lines, list, walk, find. Walks are depth-first and
 * pre-order like HotSpot's, but each directory's entries come sorted by name, where HotSpot
 * gives the file system's order (which a deterministic tool cannot reproduce). Symbolic links
 * are always followed.
 */
final class FileTreeStreams {
    private FileTreeStreams() {
    }

    /** A stream over an iterator, closing with onClose. */
    private static <T> Stream<T> stream(Iterator<T> it, int characteristics, final java.io.Closeable c) {
        Stream<T> s = StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, characteristics), false);
        return s.onClose(new Runnable() {
            public void run() {
                try {
                    c.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    /** The lines of a file, read lazily; the file is opened now (NoSuchFileException now). */
    static Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader r = Files.newBufferedReader(path, cs);
        return r.lines().onClose(new Runnable() {
            public void run() {
                try {
                    r.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    /** The entries of a directory, listed now. */
    static Stream<Path> list(Path dir) throws IOException {
        final List<Path> entries = Files.entries(dir);
        return stream(entries.iterator(), Spliterator.DISTINCT, new java.io.Closeable() {
            public void close() {
            }
        });
    }

    /** A file in a walk, with what Files.find's matcher sees. */
    static final class Entry implements BasicFileAttributes {
        final Path file;
        final int kind;
        final int depth;

        Entry(Path file, int kind, int depth) {
            this.file = file;
            this.kind = kind;
            this.depth = depth;
        }

        public boolean isRegularFile() {
            return kind == FileIO.REGULAR;
        }

        public boolean isDirectory() {
            return kind == FileIO.DIRECTORY;
        }

        public boolean isSymbolicLink() {
            return false;
        }

        public boolean isOther() {
            return kind != FileIO.REGULAR && kind != FileIO.DIRECTORY;
        }

        public long size() {
            String s = file.toString();
            long n = FileIO.size(s.isEmpty() ? "." : s);
            return n < 0 ? 0 : n;
        }

        public Object fileKey() {
            return null;
        }
    }

    private static int stat(Path p) {
        String s = p.toString();
        return FileIO.stat(s.isEmpty() ? "." : s);
    }

    /**
     * Depth-first walk: a directory comes before its entries, whose listing is read when the
     * walk reaches them. After close, hasNext and next throw IllegalStateException.
     */
    static final class Walker implements Iterator<Entry>, java.io.Closeable {
        private final int maxDepth;
        /** The unvisited entries of each open directory, innermost last. */
        private final List<Iterator<Path>> open = new ArrayList<Iterator<Path>>();
        private Entry next;
        private boolean closed;

        Walker(Path start, int maxDepth) throws IOException {
            if (maxDepth < 0) {
                throw new IllegalArgumentException("'maxDepth' is negative");
            }
            this.maxDepth = maxDepth;
            int kind = stat(start);
            if (kind < 0) {
                throw Files.error(start, kind);
            }
            next = new Entry(start, kind, 0);
            descend(next);
        }

        /**
         * Lists a directory within maxDepth as the walk reaches it (as HotSpot opens it), so
         * that its entries come next.
         */
        private void descend(Entry e) throws IOException {
            if (e.kind == FileIO.DIRECTORY && e.depth < maxDepth) {
                open.add(Files.entries(e.file).iterator());
            }
        }

        private void fetch() {
            while (next == null && !open.isEmpty()) {
                Iterator<Path> it = open.get(open.size() - 1);
                if (!it.hasNext()) {
                    open.remove(open.size() - 1);
                    continue;
                }
                Path p = it.next();
                int kind = stat(p);
                if (kind < 0) {
                    throw new UncheckedIOException(Files.error(p, kind));
                }
                next = new Entry(p, kind, open.size());
                try {
                    descend(next);
                } catch (IOException x) {
                    throw new UncheckedIOException(x);
                }
            }
        }

        public boolean hasNext() {
            if (closed) {
                throw new IllegalStateException();
            }
            fetch();
            return next != null;
        }

        public Entry next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Entry e = next;
            next = null;
            return e;
        }

        public void close() {
            closed = true;
            open.clear();
        }
    }

    private static final Function<Entry, Path> FILE = new Function<Entry, Path>() {
        public Path apply(Entry e) {
            return e.file;
        }
    };

    static Stream<Path> walk(Path start, int maxDepth) throws IOException {
        Walker w = new Walker(start, maxDepth);
        return stream(w, Spliterator.DISTINCT, w).map(FILE);
    }

    static Stream<Path> find(Path start, int maxDepth,
            final BiPredicate<Path, BasicFileAttributes> matcher) throws IOException {
        Walker w = new Walker(start, maxDepth);
        return stream(w, Spliterator.DISTINCT, w).filter(new Predicate<Entry>() {
            public boolean test(Entry e) {
                return matcher.test(e.file, e);
            }
        }).map(FILE);
    }
}
