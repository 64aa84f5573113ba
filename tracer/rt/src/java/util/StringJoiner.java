package java.util;

/**
 * Builds "prefix + e1 + delimiter + e2 + ... + suffix", or a chosen empty value while no
 * element has been added.
 */
public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    /** The joined elements without prefix and suffix; null until the first add. */
    private StringBuilder joined;
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    /** What toString returns while no element has been added (by default prefix + suffix). */
    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    /** Adds an element; null adds "null". */
    public StringJoiner add(CharSequence newElement) {
        String s = String.valueOf(newElement);
        if (joined == null) {
            joined = new StringBuilder();
        } else {
            joined.append(delimiter);
        }
        joined.append(s);
        return this;
    }

    /** Adds other's elements, joined with other's delimiter, as one element (if it has any). */
    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.joined == null) {
            return this;
        }
        return add(other.joined.toString());
    }

    public int length() {
        if (joined == null && emptyValue != null) {
            return emptyValue.length();
        }
        return (joined == null ? 0 : joined.length()) + prefix.length() + suffix.length();
    }

    @Override
    public String toString() {
        if (joined == null) {
            return emptyValue != null ? emptyValue : prefix + suffix;
        }
        return prefix + joined + suffix;
    }
}
