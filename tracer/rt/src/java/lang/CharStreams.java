package java.lang;

import java.util.ArrayList;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The streams of CharSequence.chars()/codePoints() and String.lines(). Not public API. */
final class CharStreams {
    private CharStreams() {
    }

    /** The chars as ints, SIZED like the JDK's. */
    static IntStream chars(final CharSequence s) {
        final int length = s.length();
        Spliterator.OfInt sp = new Spliterators.AbstractIntSpliterator(length,
                Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.IMMUTABLE) {
            private int i;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (i < length) {
                    action.accept(s.charAt(i++));
                    return true;
                }
                return false;
            }

            public long estimateSize() {
                return length - i;
            }
        };
        return StreamSupport.intStream(sp, false);
    }

    /**
     * The code points; sized only for a String without chars above U+00FF (HotSpot's Latin-1
     * strings), as only those know their count up front.
     */
    static IntStream codePoints(final CharSequence s) {
        final int length = s.length();
        boolean latin1 = s instanceof String;
        for (int k = 0; latin1 && k < length; k++) {
            latin1 = s.charAt(k) <= 0xFF;
        }
        final boolean sized = latin1;
        int c = Spliterator.ORDERED | (latin1 ? Spliterator.SIZED | Spliterator.SUBSIZED : 0);
        Spliterator.OfInt sp = new Spliterators.AbstractIntSpliterator(latin1 ? length : Long.MAX_VALUE, c) {
            private int i;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (i >= length) {
                    return false;
                }
                char hi = s.charAt(i++);
                if (Character.isHighSurrogate(hi) && i < length) {
                    char lo = s.charAt(i);
                    if (Character.isLowSurrogate(lo)) {
                        i++;
                        action.accept(Character.toCodePoint(hi, lo));
                        return true;
                    }
                }
                action.accept(hi);
                return true;
            }

            public long estimateSize() {
                return sized ? length - i : Long.MAX_VALUE;
            }
        };
        return StreamSupport.intStream(sp, false);
    }

    /** JDK 11 String.lines(): split at \n, \r and \r\n, without a trailing empty line. */
    static Stream<String> lines(final String s) {
        Spliterator<String> sp = new Spliterators.AbstractSpliterator<String>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            private int i;

            public boolean tryAdvance(Consumer<? super String> action) {
                Objects.requireNonNull(action);
                int n = s.length();
                if (i >= n) {
                    return false;
                }
                int start = i;
                while (i < n) {
                    char ch = s.charAt(i);
                    if (ch == '\n' || ch == '\r') {
                        break;
                    }
                    i++;
                }
                String line = s.substring(start, i);
                if (i < n) {
                    if (s.charAt(i) == '\r' && i + 1 < n && s.charAt(i + 1) == '\n') {
                        i++;
                    }
                    i++;
                }
                action.accept(line);
                return true;
            }
        };
        return StreamSupport.stream(sp, false);
    }
}
