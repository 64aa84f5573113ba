package java.util;

/**
 * A language and country, as far as the formatting classes need them. The default locale comes
 * from the system properties user.language and user.country, which the VM takes from the
 * environment as HotSpot does (en_US, or "en" under LC_ALL=C.UTF-8, the tests' environment).
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale US = new Locale("en", "US");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale ROOT = new Locale("", "");

    private static Locale defaultLocale;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = language.toLowerCase();
        this.country = country.toUpperCase();
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale getDefault() {
        if (defaultLocale == null) {
            String language = System.getProperty("user.language", "en");
            String country = System.getProperty("user.country", "");
            defaultLocale = country.isEmpty() && language.equals("en") ? ENGLISH
                    : country.equals("US") && language.equals("en") ? US : new Locale(language, country);
        }
        return defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    /** The BCP 47 tag, e.g. "en-US"; "und" for the root locale. */
    public String toLanguageTag() {
        String lang = language.isEmpty() ? "und" : language;
        return country.isEmpty() ? lang : lang + "-" + country;
    }

    public String toString() {
        if (variant.isEmpty()) {
            return country.isEmpty() ? language : language + "_" + country;
        }
        return language + "_" + country + "_" + variant;
    }

    public boolean equals(Object o) {
        if (!(o instanceof Locale)) {
            return false;
        }
        Locale l = (Locale) o;
        return language.equals(l.language) && country.equals(l.country) && variant.equals(l.variant);
    }

    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    public Object clone() {
        return this;
    }
}
