package java.nio.file;

/** Whether to follow symbolic links (crossprof always does). */
public enum LinkOption implements OpenOption, CopyOption {
    NOFOLLOW_LINKS
}
