package java.lang;

/** Strings over a char array, the field the VM fills for literals. */
public final class String {
    final char[] value;

    public String(char[] chars) {
        value = new char[chars.length];
        for (int i = 0; i < chars.length; i++) {
            value[i] = chars[i];
        }
    }

    public int length() {
        return value.length;
    }

    public char charAt(int i) {
        return value[i];
    }

    public String toString() {
        return this;
    }
}
