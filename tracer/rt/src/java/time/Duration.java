package java.time;

import java.io.Serializable;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * An amount of time in seconds and nanoseconds (0..999,999,999 added to the seconds, so -0.5 s
 * is -1 s + 500,000,000 ns). Arithmetic overflow throws ArithmeticException, as in the JDK.
 */
public final class Duration implements TemporalAmount, Comparable<Duration>, Serializable {
    static final long NANOS_PER_SECOND = 1000000000L;

    public static final Duration ZERO = new Duration(0, 0);

    private final long seconds;
    private final int nanos;

    private Duration(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Duration create(long seconds, int nanos) {
        return ((seconds | nanos) == 0) ? ZERO : new Duration(seconds, nanos);
    }

    public static Duration ofDays(long days) {
        return create(Math.multiplyExact(days, 86400L), 0);
    }

    public static Duration ofHours(long hours) {
        return create(Math.multiplyExact(hours, 3600L), 0);
    }

    public static Duration ofMinutes(long minutes) {
        return create(Math.multiplyExact(minutes, 60L), 0);
    }

    public static Duration ofSeconds(long seconds) {
        return create(seconds, 0);
    }

    public static Duration ofSeconds(long seconds, long nanoAdjustment) {
        long s = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NANOS_PER_SECOND));
        return create(s, (int) Math.floorMod(nanoAdjustment, NANOS_PER_SECOND));
    }

    public static Duration ofMillis(long millis) {
        return create(Math.floorDiv(millis, 1000L), (int) Math.floorMod(millis, 1000L) * 1000000);
    }

    public static Duration ofNanos(long nanos) {
        return create(Math.floorDiv(nanos, NANOS_PER_SECOND),
                (int) Math.floorMod(nanos, NANOS_PER_SECOND));
    }

    public static Duration of(long amount, TemporalUnit unit) {
        return ZERO.plus(amount, unit);
    }

    /** The time from start to end (crossprof: both Instants). */
    public static Duration between(Temporal startInclusive, Temporal endExclusive) {
        if (!(startInclusive instanceof Instant) || !(endExclusive instanceof Instant)) {
            throw new UnsupportedTemporalTypeException("Unsupported unit: Seconds");
        }
        Instant a = (Instant) startInclusive;
        Instant b = (Instant) endExclusive;
        return ofSeconds(Math.subtractExact(b.getEpochSecond(), a.getEpochSecond()),
                (long) b.getNano() - a.getNano());
    }

    public long getSeconds() {
        return seconds;
    }

    public int getNano() {
        return nanos;
    }

    public boolean isZero() {
        return (seconds | nanos) == 0;
    }

    public boolean isNegative() {
        return seconds < 0;
    }

    public Duration withSeconds(long seconds) {
        return create(seconds, nanos);
    }

    public Duration withNanos(int nanoOfSecond) {
        if (nanoOfSecond < 0 || nanoOfSecond > 999999999) {
            throw new DateTimeException("Invalid value for NanoOfSecond (valid values 0 - 999999999): "
                    + nanoOfSecond);
        }
        return create(seconds, nanoOfSecond);
    }

    private Duration plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long s = Math.addExact(seconds, secondsToAdd);
        s = Math.addExact(s, nanosToAdd / NANOS_PER_SECOND);
        long n = nanos + nanosToAdd % NANOS_PER_SECOND;
        return ofSeconds(s, n);
    }

    public Duration plus(Duration duration) {
        return plus(duration.getSeconds(), duration.getNano());
    }

    /** Adds an amount of an exact unit (DAYS counts as 24 hours); estimated units throw. */
    public Duration plus(long amountToAdd, TemporalUnit unit) {
        if (unit == null) {
            throw new NullPointerException("unit");
        }
        if (unit == ChronoUnit.DAYS) {
            return plus(Math.multiplyExact(amountToAdd, 86400L), 0);
        }
        if (unit.isDurationEstimated()) {
            throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
        }
        if (amountToAdd == 0) {
            return this;
        }
        if (unit == ChronoUnit.NANOS) {
            return plusNanos(amountToAdd);
        }
        if (unit == ChronoUnit.MICROS) {
            return plusSeconds((amountToAdd / (1000000L * 1000)) * 1000)
                    .plusNanos((amountToAdd % (1000000L * 1000)) * 1000);
        }
        if (unit == ChronoUnit.MILLIS) {
            return plusMillis(amountToAdd);
        }
        if (unit == ChronoUnit.SECONDS) {
            return plusSeconds(amountToAdd);
        }
        return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amountToAdd));
    }

    public Duration plusDays(long daysToAdd) {
        return plus(Math.multiplyExact(daysToAdd, 86400L), 0);
    }

    public Duration plusHours(long hoursToAdd) {
        return plus(Math.multiplyExact(hoursToAdd, 3600L), 0);
    }

    public Duration plusMinutes(long minutesToAdd) {
        return plus(Math.multiplyExact(minutesToAdd, 60L), 0);
    }

    public Duration plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    public Duration plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000000);
    }

    public Duration plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    public Duration minus(Duration duration) {
        long s = duration.getSeconds();
        int n = duration.getNano();
        if (s == Long.MIN_VALUE) {
            return plus(Long.MAX_VALUE, -n).plus(1, 0);
        }
        return plus(-s, -n);
    }

    public Duration minus(long amountToSubtract, TemporalUnit unit) {
        return (amountToSubtract == Long.MIN_VALUE)
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    public Duration minusDays(long days) {
        return minus(days, ChronoUnit.DAYS);
    }

    public Duration minusHours(long hours) {
        return minus(hours, ChronoUnit.HOURS);
    }

    public Duration minusMinutes(long minutes) {
        return minus(minutes, ChronoUnit.MINUTES);
    }

    public Duration minusSeconds(long seconds) {
        return minus(seconds, ChronoUnit.SECONDS);
    }

    public Duration minusMillis(long millis) {
        return minus(millis, ChronoUnit.MILLIS);
    }

    public Duration minusNanos(long nanos) {
        return minus(nanos, ChronoUnit.NANOS);
    }

    /** Exact multiplication of the total nanoseconds (as a 128-bit-safe two-part product). */
    public Duration multipliedBy(long multiplicand) {
        if (multiplicand == 0) {
            return ZERO;
        }
        if (multiplicand == 1) {
            return this;
        }
        // seconds*m + nanos*m/1e9, checking the seconds part for overflow
        long nm = (long) nanos * (multiplicand % NANOS_PER_SECOND);
        long s = Math.multiplyExact(seconds, multiplicand);
        s = Math.addExact(s, (long) nanos * (multiplicand / NANOS_PER_SECOND));
        return ofSeconds(s, nm);
    }

    /** Division truncating toward zero, in whole nanoseconds. */
    public Duration dividedBy(long divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        if (divisor == 1) {
            return this;
        }
        try {
            return ofNanos(toNanos() / divisor);
        } catch (ArithmeticException e) {
            // beyond 292 years of nanoseconds: divide the seconds, then the rest
            long q = seconds / divisor;
            long r = seconds % divisor;
            double rest = ((double) r * NANOS_PER_SECOND + nanos) / divisor;
            return ofSeconds(q, (long) rest);
        }
    }

    public long dividedBy(Duration divisor) {
        if (divisor.isZero()) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        return toNanos() / divisor.toNanos();
    }

    public Duration negated() {
        return multipliedBy(-1);
    }

    public Duration abs() {
        return isNegative() ? negated() : this;
    }

    public long toDays() {
        return seconds / 86400;
    }

    public long toHours() {
        return seconds / 3600;
    }

    public long toMinutes() {
        return seconds / 60;
    }

    public long toSeconds() {
        return seconds;
    }

    /** Truncates toward zero; overflow throws ArithmeticException. */
    public long toMillis() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s += 1;
            n -= NANOS_PER_SECOND;
        }
        return Math.addExact(Math.multiplyExact(s, 1000L), n / 1000000);
    }

    public long toNanos() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s += 1;
            n -= NANOS_PER_SECOND;
        }
        return Math.addExact(Math.multiplyExact(s, NANOS_PER_SECOND), n);
    }

    public long toDaysPart() {
        return seconds / 86400;
    }

    public int toHoursPart() {
        return (int) (toHours() % 24);
    }

    public int toMinutesPart() {
        return (int) (toMinutes() % 60);
    }

    public int toSecondsPart() {
        return (int) (seconds % 60);
    }

    public int toMillisPart() {
        return nanos / 1000000;
    }

    public int toNanosPart() {
        return nanos;
    }

    public Duration truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS && (seconds >= 0 || nanos == 0)) {
            return create(seconds, 0);
        }
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        Duration d = unit.getDuration();
        if (d.getSeconds() > 86400) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long dur = d.toNanos();
        if ((86400L * NANOS_PER_SECOND) % dur != 0) {
            throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
        }
        long nod = (seconds % 86400) * NANOS_PER_SECOND + nanos;
        long result = (nod / dur) * dur;
        return plusNanos(result - nod);
    }

    public int compareTo(Duration other) {
        int c = Long.compare(seconds, other.seconds);
        return (c != 0) ? c : nanos - other.nanos;
    }

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Duration)) {
            return false;
        }
        Duration d = (Duration) other;
        return seconds == d.seconds && nanos == d.nanos;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
    }

    /** ISO-8601 as the JDK prints it: PT8H6M12.345S, PT-0.5S, PT0S. */
    public String toString() {
        if (this == ZERO || isZero()) {
            return "PT0S";
        }
        long effective = seconds;
        if (seconds < 0 && nanos > 0) {
            effective++; // the nanos count toward zero in the printed form
        }
        long hours = effective / 3600;
        int minutes = (int) ((effective % 3600) / 60);
        int secs = (int) (effective % 60);
        StringBuilder sb = new StringBuilder(24).append("PT");
        if (hours != 0) {
            sb.append(hours).append('H');
        }
        if (minutes != 0) {
            sb.append(minutes).append('M');
        }
        if (secs == 0 && nanos == 0 && sb.length() > 2) {
            return sb.toString();
        }
        if (seconds < 0 && nanos > 0 && secs == 0) {
            sb.append("-0");
        } else {
            sb.append(secs);
        }
        if (nanos > 0) {
            int frac = (seconds < 0) ? (int) (NANOS_PER_SECOND - nanos) : nanos;
            String digits = Integer.toString(frac + 1000000000).substring(1);
            int end = digits.length();
            while (digits.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(digits, 0, end);
        }
        return sb.append('S').toString();
    }
}
