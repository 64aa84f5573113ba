package java.util.regex;

/** The result of a match: the bounds and text of the match and of its capturing groups. */
public interface MatchResult {
    int start();

    int start(int group);

    int end();

    int end(int group);

    String group();

    String group(int group);

    int groupCount();
}
