import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Files.lines, list, walk and find over ./files/tree (a fresh copy per run). Listings are sorted
 * before printing: HotSpot lists directories in the file system's order.
 */
public class FilesStreams {
    static final Path TREE = Paths.get("files", "tree");

    public static void main(String[] args) throws IOException {
        Files.createDirectories(TREE.resolve("empty"));
        lines();
        list();
        walk();
        find();
        streamsIo();
        nBytes();
    }

    static void nBytes() throws IOException {
        try (InputStream in = Files.newInputStream(TREE.resolve("a.txt"))) {
            System.out.println(new String(in.readNBytes(5)));
            byte[] b = new byte[6];
            System.out.println(in.readNBytes(b, 1, 4) + " " + java.util.Arrays.toString(b));
            in.skipNBytes(3);
            System.out.println((char) in.read());
            try {
                in.skipNBytes(100);
            } catch (java.io.EOFException e) {
                System.out.println("skipNBytes: " + e);
            }
            System.out.println(in.readNBytes(10).length + " " + in.readNBytes(b, 0, 6));
            try {
                in.readNBytes(-1);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        InputStream none = InputStream.nullInputStream();
        System.out.println(none.read() + " " + none.available() + " " + none.readAllBytes().length);
        none.close();
        try {
            none.read();
        } catch (IOException e) {
            System.out.println("null stream: " + e.getMessage());
        }
        java.io.Reader nr = java.io.Reader.nullReader();
        System.out.println(nr.read() + " " + nr.ready() + " " + nr.skip(5));
        nr.close();
        try {
            nr.read(new char[3]);
        } catch (IOException e) {
            System.out.println("null reader: " + e.getMessage());
        }
    }

    static void lines() throws IOException {
        try (Stream<String> s = Files.lines(TREE.resolve("a.txt"))) {
            s.forEach(l -> System.out.println("[" + l + "]"));
        }
        try (Stream<String> s = Files.lines(TREE.resolve("b.csv"))) {
            int sum = s.map(l -> l.split(",")).mapToInt(p -> Integer.parseInt(p[1])).sum();
            System.out.println("sum " + sum);
        }
        try (Stream<String> s = Files.lines(TREE.resolve("sub/latin1.txt"), StandardCharsets.ISO_8859_1)) {
            System.out.println(s.map(l -> l + " " + l.length()).collect(Collectors.toList()));
        }
        System.out.println(Files.lines(TREE.resolve("sub/zero.txt")).count());
        Stream<String> lazy = Files.lines(TREE.resolve("a.txt"));
        int[] closed = {0};
        lazy = lazy.onClose(() -> closed[0]++);
        System.out.println(lazy.filter(l -> l.startsWith("g") || l.startsWith("d")).findFirst().get());
        lazy.close();
        System.out.println("closed " + closed[0]);
        try {
            Files.lines(TREE.resolve("missing.txt"));
        } catch (IOException e) {
            System.out.println(e);
        }
    }

    static String names(Stream<Path> s) {
        try (s) {
            return s.map(Path::toString).sorted().collect(Collectors.joining(" "));
        }
    }

    static void list() throws IOException {
        System.out.println(names(Files.list(TREE)));
        System.out.println(names(Files.list(TREE.resolve("empty"))));
        System.out.println(Files.list(TREE.resolve("sub")).filter(Files::isRegularFile).count());
        for (String bad : new String[] {"a.txt", "nothing"}) {
            try {
                Files.list(TREE.resolve(bad));
            } catch (IOException e) {
                System.out.println(e);
            }
        }
    }

    static void walk() throws IOException {
        System.out.println(names(Files.walk(TREE)));
        for (int depth = 0; depth <= 3; depth++) {
            System.out.println(depth + ": " + names(Files.walk(TREE, depth)));
        }
        System.out.println(names(Files.walk(TREE.resolve("a.txt"))));
        // depth-first, pre-order: every path comes after its parent, and a directory's
        // subtree is contiguous
        List<Path> all;
        try (Stream<Path> s = Files.walk(TREE)) {
            all = s.collect(Collectors.toList());
        }
        boolean parentsFirst = true;
        boolean contiguous = true;
        for (int i = 1; i < all.size(); i++) {
            Path p = all.get(i);
            int parent = all.indexOf(p.getParent());
            parentsFirst &= parent >= 0 && parent < i;
            for (int j = parent + 1; j < i; j++) {
                contiguous &= all.get(j).startsWith(p.getParent());
            }
        }
        System.out.println("first " + all.get(0) + ", parents first " + parentsFirst + ", contiguous " + contiguous
                + ", " + all.size() + " paths");
        try {
            Files.walk(TREE, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Files.walk(TREE.resolve("nothing"));
        } catch (IOException e) {
            System.out.println(e);
        }
        long txt = Files.walk(Paths.get("files")).filter(p -> p.toString().endsWith(".txt")).count();
        System.out.println("txt files " + txt);
    }

    static void find() throws IOException {
        System.out.println(names(Files.find(TREE, Integer.MAX_VALUE,
                (p, a) -> a.isRegularFile() && p.getFileName().toString().endsWith(".txt"))));
        System.out.println(names(Files.find(TREE, 1, (p, a) -> a.isDirectory())));
        System.out.println(names(Files.find(TREE, 5, (p, a) -> a.isRegularFile() && a.size() > 5)));
        try (Stream<Path> s = Files.find(TREE, 9, (p, a) -> !a.isOther() && !a.isSymbolicLink())) {
            System.out.println(s.count());
        }
        BasicFileAttributes attrs = Files.readAttributes(TREE.resolve("b.csv"), BasicFileAttributes.class);
        System.out.println(attrs.isRegularFile() + " " + attrs.isDirectory() + " " + attrs.size());
    }

    static void streamsIo() throws IOException {
        Path out = TREE.resolve("sub/out.bin");
        try (OutputStream o = Files.newOutputStream(out)) {
            o.write(new byte[] {1, 2, 3});
        }
        try (OutputStream o = Files.newOutputStream(out, StandardOpenOption.APPEND)) {
            o.write(4);
        }
        try (InputStream in = Files.newInputStream(out)) {
            System.out.println(java.util.Arrays.toString(in.readAllBytes()));
        }
        try {
            Files.walk(TREE).forEach(p -> {
                if (p.endsWith("deep")) {
                    throw new UncheckedIOException(new IOException("stop at " + p));
                }
            });
        } catch (UncheckedIOException e) {
            System.out.println(e.getMessage() + " / " + e.getCause());
        }
        System.out.println(names(Files.walk(TREE.resolve("sub"))));
    }
}
