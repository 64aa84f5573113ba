package java.lang;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * String's regular-expression operations (matches, split, replaceAll, replaceFirst), done as
 * the JDK does them: through java.util.regex.Pattern and Matcher, where the engine lives.
 */
final class Regex {
    private final Pattern pattern;

    private Regex(Pattern pattern) {
        this.pattern = pattern;
    }

    static Regex compile(String regex) {
        return new Regex(Pattern.compile(regex));
    }

    boolean matches(String s) {
        return pattern.matcher(s).matches();
    }

    String[] split(String input, int limit) {
        return pattern.split(input, limit);
    }

    String replace(String input, String replacement, boolean all) {
        Matcher m = pattern.matcher(input);
        return all ? m.replaceAll(replacement) : m.replaceFirst(replacement);
    }
}
