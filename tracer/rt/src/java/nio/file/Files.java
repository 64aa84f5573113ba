package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.FileIO;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.stream.Stream;

/**
 * Static file operations over Paths, through java.io.FileIO (inside the --allow-read and
 * --allow-write permissions). Failures throw the exceptions and messages of the JDK on Linux:
 * NoSuchFileException, FileAlreadyExistsException, DirectoryNotEmptyException, and
 * FileSystemException "path: reason" otherwise.
 */
public final class Files {
    private Files() {
    }

    /** The JDK's UnixException.translateToIOException. */
    static IOException error(Path p, int errno) {
        String s = p.toString();
        if (errno < 0) {
            errno = -errno;
        }
        switch (errno) {
            case FileIO.ENOENT:
                return new NoSuchFileException(s);
            case FileIO.EEXIST:
                return new FileAlreadyExistsException(s);
            case FileIO.EACCES:
                return new AccessDeniedException(s);
            default:
                return new FileSystemException(s, null, FileIO.reason(errno));
        }
    }

    private static int openRead(Path path) throws IOException {
        String s = path.toString();
        int fd = FileIO.open(s.isEmpty() ? "." : s, FileIO.READ);
        if (fd == -FileIO.EISDIR) {
            throw new IOException("Is a directory");
        }
        if (fd < 0) {
            throw error(path, fd);
        }
        return fd;
    }

    private static int openWrite(Path path, OpenOption[] options) throws IOException {
        boolean create = false;
        boolean createNew = false;
        boolean append = false;
        boolean truncate = false;
        for (OpenOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
            if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (o == StandardOpenOption.APPEND) {
                append = true;
            } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                truncate = true;
            } else if (o == StandardOpenOption.READ) {
                throw new IllegalArgumentException("READ not allowed");
            }
        }
        if (options.length == 0) {
            create = true;
            truncate = true;
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String s = path.toString();
        int mode;
        if (createNew) {
            mode = FileIO.CREATE_NEW;
        } else {
            if (!create) {
                int st = FileIO.stat(s);
                if (st < 0) {
                    throw error(path, st);
                }
            }
            mode = append ? FileIO.APPEND : truncate ? FileIO.WRITE : FileIO.READ_WRITE;
        }
        int fd = FileIO.open(s, mode);
        if (fd < 0) {
            throw error(path, fd);
        }
        return fd;
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        return new ChannelInput(FileIO.inputStream(openRead(path)));
    }

    /**
     * HotSpot's Files.newInputStream is a channel stream whose skip reads, so it stops at end
     * of file (FileInputStream's skip seeks past it): skipNBytes then throws EOFException.
     */
    private static final class ChannelInput extends java.io.FilterInputStream {
        ChannelInput(InputStream in) {
            super(in);
        }

        public long skip(long n) throws IOException {
            if (n <= 0) {
                return 0;
            }
            byte[] buf = new byte[(int) Math.min(n, 2048)];
            long left = n;
            while (left > 0) {
                int r = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (r < 0) {
                    break;
                }
                left -= r;
            }
            return n - left;
        }
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options)
            throws IOException {
        return FileIO.outputStream(openWrite(path, options));
    }

    public static byte[] readAllBytes(Path path) throws IOException {
        InputStream in = newInputStream(path);
        try {
            return in.readAllBytes();
        } finally {
            in.close();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new String(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        BufferedReader r = newBufferedReader(path, cs);
        try {
            List<String> out = new ArrayList<String>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
            }
            return out;
        } finally {
            r.close();
        }
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options)
            throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options)
            throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        if (bytes == null) {
            throw new NullPointerException();
        }
        OutputStream out = newOutputStream(path, options);
        try {
            out.write(bytes, 0, bytes.length);
        } finally {
            out.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs,
            OpenOption... options) throws IOException {
        if (lines == null || cs == null) {
            throw new NullPointerException();
        }
        BufferedWriter w = newBufferedWriter(path, cs, options);
        try {
            for (CharSequence line : lines) {
                w.append(line);
                w.newLine();
            }
        } finally {
            w.close();
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines,
            OpenOption... options) throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options)
            throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs,
            OpenOption... options) throws IOException {
        if (csq == null || cs == null) {
            throw new NullPointerException();
        }
        return write(path, csq.toString().getBytes(cs), options);
    }

    private static int stat(Path path) {
        String s = path.toString();
        return FileIO.stat(s.isEmpty() ? "." : s);
    }

    public static boolean exists(Path path, LinkOption... options) {
        return stat(path) > 0;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return stat(path) == -FileIO.ENOENT;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return stat(path) == FileIO.DIRECTORY;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return stat(path) == FileIO.REGULAR;
    }

    public static boolean isReadable(Path path) {
        return exists(path);
    }

    public static boolean isWritable(Path path) {
        return exists(path);
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        return path.toAbsolutePath().normalize().equals(path2.toAbsolutePath().normalize());
    }

    public static long size(Path path) throws IOException {
        String s = path.toString();
        long n = FileIO.size(s.isEmpty() ? "." : s);
        if (n < 0) {
            throw error(path, (int) n);
        }
        return n;
    }

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int fd = FileIO.open(path.toString(), FileIO.CREATE_NEW);
        if (fd < 0) {
            throw error(path, fd);
        }
        FileIO.close(fd);
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        int r = FileIO.mkdir(dir.toString(), false);
        if (r < 0) {
            throw error(dir, r);
        }
        return dir;
    }

    /** Creates dir and its missing parents; an existing directory is fine, a file is not. */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        int st = stat(dir);
        if (st == FileIO.DIRECTORY) {
            return dir;
        }
        if (st > 0) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        int r = FileIO.mkdir(dir.toString(), true);
        if (r < 0) {
            if (r == -FileIO.ENOTDIR || r == -FileIO.EEXIST) {
                throw new FileAlreadyExistsException(dir.toString());
            }
            throw error(dir, r);
        }
        return dir;
    }

    public static void delete(Path path) throws IOException {
        int r = FileIO.remove(path.toString());
        if (r == -FileIO.ENOTEMPTY || r == -17) {
            throw new DirectoryNotEmptyException(path.toString());
        }
        if (r < 0) {
            throw error(path, r);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        int r = FileIO.remove(path.toString());
        if (r == -FileIO.ENOENT) {
            return false;
        }
        if (r == -FileIO.ENOTEMPTY) {
            throw new DirectoryNotEmptyException(path.toString());
        }
        if (r < 0) {
            throw error(path, r);
        }
        return true;
    }

    /** Copies a regular file; REPLACE_EXISTING lets it overwrite target. */
    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            }
        }
        byte[] data = readAllBytes(source);
        if (!replace && exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        write(target, data);
        return target;
    }

    /** Copies a stream into a new file (REPLACE_EXISTING to overwrite); returns the bytes. */
    public static long copy(InputStream in, Path target, CopyOption... options)
            throws IOException {
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            }
        }
        if (!replace && exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        byte[] data = in.readAllBytes();
        write(target, data);
        return data.length;
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        byte[] data = readAllBytes(source);
        out.write(data);
        return data.length;
    }

    /** The entries of a directory, sorted by name (crossprof's list order). */
    static List<Path> entries(Path dir) throws IOException {
        String[] names = FileIO.list(dir.toString());
        if (names == null) {
            int st = stat(dir);
            if (st > 0) {
                throw new NotDirectoryException(dir.toString());
            }
            throw error(dir, st < 0 ? st : -FileIO.ENOENT);
        }
        List<Path> out = new ArrayList<Path>(names.length);
        for (String n : names) {
            out.add(dir.resolve(n));
        }
        return out;
    }

    /** The lines of a UTF-8 file, read as the stream is consumed; close the stream to close it. */
    public static Stream<String> lines(Path path) throws IOException {
        return FileTreeStreams.lines(path, StandardCharsets.UTF_8);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        if (cs == null) {
            throw new NullPointerException();
        }
        return FileTreeStreams.lines(path, cs);
    }

    /** The entries of a directory, sorted by name (HotSpot: the file system's order). */
    public static Stream<Path> list(Path dir) throws IOException {
        return FileTreeStreams.list(dir);
    }

    /** Every file under start, depth-first, each directory before its (sorted) entries. */
    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return FileTreeStreams.walk(start, Integer.MAX_VALUE);
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        return FileTreeStreams.walk(start, maxDepth);
    }

    /** The files of walk(start, maxDepth) that matcher accepts. */
    public static Stream<Path> find(Path start, int maxDepth,
            BiPredicate<Path, BasicFileAttributes> matcher, FileVisitOption... options)
            throws IOException {
        if (matcher == null) {
            throw new NullPointerException();
        }
        return FileTreeStreams.find(start, maxDepth, matcher);
    }

    /** The basic attributes (only BasicFileAttributes is supported). */
    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type,
            LinkOption... options) throws IOException {
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException();
        }
        int kind = stat(path);
        if (kind < 0) {
            throw error(path, kind);
        }
        return (A) new FileTreeStreams.Entry(path, kind, 0);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        final List<Path> l = entries(dir);
        return new DirectoryStream<Path>() {
            public java.util.Iterator<Path> iterator() {
                return l.iterator();
            }

            public void close() {
            }
        };
    }
}
