package java.nio.file;

/** Options of Files.walk and find (crossprof follows symbolic links in any case). */
public enum FileVisitOption {
    FOLLOW_LINKS
}
