import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Scanner;

/** Reads and writes files under ./files (the test runs it in a fresh copy of files/). */
public class FilesIo {
    public static void main(String[] args) throws IOException {
        javaIo();
        nio();
        paths();
        errors();
        throw new NoSuchFileException(Paths.get("files", "missing.txt").toString());
    }

    static void javaIo() throws IOException {
        File in = new File("files/input.txt");
        System.out.println(in + " exists=" + in.exists() + " file=" + in.isFile() + " dir=" + in.isDirectory()
                + " length=" + in.length() + " name=" + in.getName() + " parent=" + in.getParent()
                + " absolute=" + in.isAbsolute() + " abs ends=" + in.getAbsolutePath().endsWith("/files/input.txt"));
        BufferedReader br = new BufferedReader(new FileReader(in));
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) {
            System.out.println((++n) + ": [" + line + "]");
        }
        br.close();
        FileInputStream fis = new FileInputStream("files/input.txt");
        byte[] buf = new byte[8];
        int r = fis.read(buf);
        System.out.println("read " + r + " bytes: " + new String(buf, 0, r, StandardCharsets.UTF_8)
                + " available " + fis.available() + " skip " + fis.skip(3) + " next " + (char) fis.read());
        fis.close();
        try {
            fis.read();
        } catch (IOException e) {
            System.out.println("after close: " + e);
        }

        File out = new File("files", "out.txt");
        FileWriter fw = new FileWriter(out);
        fw.write("first\n");
        fw.close();
        fw = new FileWriter(out, true);
        fw.write("appended\n");
        fw.close();
        PrintWriter pw = new PrintWriter(new FileOutputStream("files/out.txt", true));
        pw.printf("%d squared is %d%n", 12, 144);
        pw.close();
        Scanner sc = new Scanner(out);
        while (sc.hasNextLine()) {
            System.out.println("out: " + sc.nextLine());
        }
        sc.close();
        System.out.println("out length " + out.length());

        File dir = new File("files/made/deeper");
        System.out.println("mkdir " + dir.mkdir() + " mkdirs " + dir.mkdirs() + " again " + dir.mkdirs()
                + " isDirectory " + dir.isDirectory());
        File created = new File(dir, "new.bin");
        System.out.println("createNewFile " + created.createNewFile() + " " + created.createNewFile());
        String[] names = new File("files").list();
        Arrays.sort(names); // the file system's order is not specified
        System.out.println("list files: " + Arrays.toString(names));
        File[] fs = new File("files/sub").listFiles();
        System.out.println("listFiles sub: " + Arrays.toString(fs) + " of a file: " + in.listFiles());
        System.out.println("delete dir with file " + dir.delete() + " file " + created.delete() + " dir "
                + dir.delete() + " missing " + created.delete());

        RandomAccessFile raf = new RandomAccessFile("files/data.bin", "rw");
        raf.writeInt(0x01020304);
        raf.writeLong(-2L);
        raf.writeDouble(2.5);
        raf.writeBytes("tail\nmore");
        System.out.println("raf length " + raf.length() + " pointer " + raf.getFilePointer());
        raf.seek(4);
        System.out.println("long " + raf.readLong() + " double " + raf.readDouble() + " line " + raf.readLine()
                + " line " + raf.readLine() + " eof " + raf.readLine());
        raf.seek(0);
        System.out.println("int " + Integer.toHexString(raf.readInt()) + " byte " + raf.read());
        raf.setLength(6);
        System.out.println("truncated " + raf.length() + " pointer " + raf.getFilePointer());
        raf.close();
        RandomAccessFile ro = new RandomAccessFile(new File("files/data.bin"), "r");
        try {
            ro.write(1);
        } catch (IOException e) {
            System.out.println("read-only write: " + e.getMessage());
        }
        ro.close();
    }

    static void nio() throws IOException {
        Path dir = Paths.get("files");
        Path in = dir.resolve("input.txt");
        List<String> lines = Files.readAllLines(in);
        System.out.println("lines " + lines.size() + " " + lines);
        String text = Files.readString(in);
        System.out.println("readString length " + text.length() + " bytes " + Files.readAllBytes(in).length
                + " size " + Files.size(in));
        Path out = Path.of("files", "nio", "written.txt");
        System.out.println("createDirectories " + Files.createDirectories(out.getParent()) + " again "
                + Files.createDirectories(out.getParent()) + " isDirectory " + Files.isDirectory(out.getParent()));
        Files.write(out, Arrays.asList("one", "two"));
        Files.write(out, "three\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        Files.writeString(out, "four\n", StandardOpenOption.APPEND);
        System.out.println("written " + Files.readAllLines(out) + " exists " + Files.exists(out)
                + " regular " + Files.isRegularFile(out) + " dir " + Files.isDirectory(out));
        BufferedWriter bw = Files.newBufferedWriter(dir.resolve("nio/buffered.txt"));
        bw.write("buffered");
        bw.newLine();
        bw.close();
        BufferedReader br = Files.newBufferedReader(dir.resolve("nio/buffered.txt"), StandardCharsets.UTF_8);
        System.out.println("buffered back: " + br.readLine() + " then " + br.readLine());
        br.close();
        Scanner sc = new Scanner(Paths.get("files/sub/numbers.txt"));
        System.out.println("numbers " + sc.nextInt() + " " + sc.nextInt() + " " + sc.nextDouble() + " " + sc.hasNextInt()
                + " " + sc.next() + " " + sc.hasNext());
        sc.close();
        try {
            Files.createDirectory(out.getParent());
        } catch (FileAlreadyExistsException e) {
            System.out.println("createDirectory: " + e);
        }
        try {
            Files.delete(out.getParent());
        } catch (DirectoryNotEmptyException e) {
            System.out.println("delete: " + e);
        }
        Files.delete(out);
        System.out.println("deleteIfExists " + Files.deleteIfExists(out) + " "
                + Files.deleteIfExists(dir.resolve("nio/buffered.txt")) + " " + Files.deleteIfExists(out.getParent()));
        try {
            Files.delete(out);
        } catch (NoSuchFileException e) {
            System.out.println("delete again: " + e.getMessage());
        }
    }

    static void paths() {
        Path p = Paths.get("files//sub/", "numbers.txt");
        System.out.println(p + " name=" + p.getFileName() + " parent=" + p.getParent() + " root=" + p.getRoot()
                + " count=" + p.getNameCount() + " name(1)=" + p.getName(1) + " absolute=" + p.isAbsolute());
        Path abs = Paths.get("/a/b/../c/./d");
        System.out.println(abs + " normalize=" + abs.normalize() + " root=" + abs.getRoot() + " parent="
                + abs.getParent() + " sub=" + abs.subpath(1, 3) + " startsWith " + abs.startsWith("/a")
                + " " + abs.startsWith("a") + " endsWith " + abs.endsWith("c/./d"));
        System.out.println(Paths.get("a/b").resolve("c") + " " + Paths.get("a/b").resolve("/x") + " "
                + Paths.get("a/b").resolveSibling("z") + " " + Paths.get("a/b").relativize(Paths.get("a/c/d")) + " "
                + Paths.get("").getFileName() + "|" + Paths.get("/").getFileName() + " " + Paths.get("x").getParent());
        System.out.println(p.toFile().getPath() + " " + new File("files/sub/numbers.txt").toPath().equals(p)
                + " " + p.toAbsolutePath().toString().endsWith("/files/sub/numbers.txt"));
        for (Path part : abs) {
            System.out.print("[" + part + "]");
        }
        System.out.println();
    }

    static void errors() {
        try {
            new FileReader("files/nothing.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            new FileInputStream(new File("files"));
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            new FileOutputStream("files/no/such/dir.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            Files.readAllLines(Paths.get("files/nothing.txt"));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.size(Paths.get("files/nothing.txt"));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.readAllBytes(Paths.get("files"));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            new RandomAccessFile("files/input.txt", "rx");
        } catch (IllegalArgumentException | FileNotFoundException e) {
            System.out.println(e);
        }
        File missing = new File("files/nothing.txt");
        System.out.println(missing.exists() + " " + missing.length() + " " + missing.list() + " " + missing.delete());
    }
}
