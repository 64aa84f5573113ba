package java.lang;

/** A source of characters. The JDK's read(CharBuffer) is omitted: there is no java.nio. */
public interface Readable {
}
