package java.io;

/** Selects names for File.list and File.listFiles. */
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
