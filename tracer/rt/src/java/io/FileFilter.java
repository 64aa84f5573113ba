package java.io;

/** Selects files for File.listFiles. */
public interface FileFilter {
    boolean accept(File pathname);
}
