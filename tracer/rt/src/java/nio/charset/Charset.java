package java.nio.charset;

/**
 * A named character encoding. crossprof supports UTF-8, US-ASCII, ISO-8859-1 (the encoders and
 * decoders live in java.lang.Charsets and java.io); forName knows their common aliases.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        this.name = canonicalName;
        this.aliases = (aliases == null) ? new String[0] : aliases;
    }

    /** The three charsets; StandardCharsets holds them. */
    static final class Known extends Charset {
        Known(String name, String[] aliases) {
            super(name, aliases);
        }
    }

    static final Charset UTF_8 = new Known("UTF-8", new String[] {"UTF8", "unicode-1-1-utf-8"});
    static final Charset US_ASCII = new Known("US-ASCII", new String[] {"ASCII", "646",
        "iso-ir-6", "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default", "iso_646.irv:1983",
        "ANSI_X3.4-1968", "ANSI_X3.4-1986", "ISO_646.irv:1991"});
    static final Charset ISO_8859_1 = new Known("ISO-8859-1", new String[] {"ISO8859_1",
        "ISO8859-1", "ISO_8859-1", "ISO_8859_1", "8859_1", "iso-ir-100", "latin1", "l1",
        "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO_8859-1:1987"});

    private static final Charset[] ALL = {UTF_8, US_ASCII, ISO_8859_1};

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    /** The JDK 18 variant: fallback when the charset is unknown. */
    public static Charset forName(String charsetName, Charset fallback) {
        Charset cs = lookup(charsetName);
        return (cs == null) ? fallback : cs;
    }

    private static Charset lookup(String n) {
        if (n == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(n);
        for (Charset cs : ALL) {
            if (cs.name.equalsIgnoreCase(n)) {
                return cs;
            }
            for (String a : cs.aliases) {
                if (a.equalsIgnoreCase(n)) {
                    return cs;
                }
            }
        }
        return null;
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.'));
            if (!ok) {
                throw new IllegalCharsetNameException(s);
            }
        }
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset defaultCharset() {
        return UTF_8;
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final java.util.Set<String> aliases() {
        java.util.HashSet<String> s = new java.util.HashSet<String>();
        for (String a : aliases) {
            s.add(a);
        }
        return java.util.Collections.unmodifiableSet(s);
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob instanceof Charset && name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
