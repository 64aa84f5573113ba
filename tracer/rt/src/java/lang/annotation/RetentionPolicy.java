package java.lang.annotation;

/** How long annotations of an annotated type are retained. */
public enum RetentionPolicy {
    SOURCE,
    CLASS,
    RUNTIME
}
