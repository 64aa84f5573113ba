package java.time;

import java.io.Serializable;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;

/**
 * A point on the UTC time line: seconds since 1970-01-01T00:00:00Z and nanoseconds within the
 * second. now() reads the same clock as System.currentTimeMillis (virtual under
 * --deterministic), in whole milliseconds.
 */
public final class Instant implements Temporal, Comparable<Instant>, Serializable {
    private static final long MIN_SECOND = -31557014167219200L;
    private static final long MAX_SECOND = 31556889864403199L;

    public static final Instant EPOCH = new Instant(0, 0);
    public static final Instant MIN = new Instant(MIN_SECOND, 0);
    public static final Instant MAX = new Instant(MAX_SECOND, 999999999);

    private final long seconds;
    private final int nanos;

    private Instant(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Instant create(long seconds, int nanos) {
        if ((seconds | nanos) == 0) {
            return EPOCH;
        }
        if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
            throw new DateTimeException("Instant exceeds minimum or maximum instant");
        }
        return new Instant(seconds, nanos);
    }

    public static Instant now() {
        return ofEpochMilli(System.currentTimeMillis());
    }

    public static Instant now(Clock clock) {
        return clock.instant();
    }

    public static Instant ofEpochSecond(long epochSecond) {
        return create(epochSecond, 0);
    }

    public static Instant ofEpochSecond(long epochSecond, long nanoAdjustment) {
        long s = Math.addExact(epochSecond, Math.floorDiv(nanoAdjustment, 1000000000L));
        return create(s, (int) Math.floorMod(nanoAdjustment, 1000000000L));
    }

    public static Instant ofEpochMilli(long epochMilli) {
        return create(Math.floorDiv(epochMilli, 1000L), (int) Math.floorMod(epochMilli, 1000L) * 1000000);
    }

    public long getEpochSecond() {
        return seconds;
    }

    public int getNano() {
        return nanos;
    }

    public long toEpochMilli() {
        if (seconds < 0 && nanos > 0) {
            long millis = Math.multiplyExact(seconds + 1, 1000L);
            return Math.addExact(millis, nanos / 1000000 - 1000);
        }
        return Math.addExact(Math.multiplyExact(seconds, 1000L), nanos / 1000000);
    }

    private Instant plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long s = Math.addExact(seconds, secondsToAdd);
        s = Math.addExact(s, nanosToAdd / 1000000000L);
        return ofEpochSecond(s, nanos + nanosToAdd % 1000000000L);
    }

    /** Adds a Duration (the only TemporalAmount crossprof has). */
    public Instant plus(TemporalAmount amountToAdd) {
        Duration d = (Duration) amountToAdd;
        return plus(d.getSeconds(), d.getNano());
    }

    public Instant minus(TemporalAmount amountToSubtract) {
        Duration d = (Duration) amountToSubtract;
        return minus(d.getSeconds(), ChronoUnit.SECONDS).minus(d.getNano(), ChronoUnit.NANOS);
    }

    /** Adds an amount of a time unit up to DAYS; longer units throw. */
    public Instant plus(long amountToAdd, TemporalUnit unit) {
        if (!(unit instanceof ChronoUnit)) {
            throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
        switch ((ChronoUnit) unit) {
            case NANOS:
                return plusNanos(amountToAdd);
            case MICROS:
                return plus(amountToAdd / 1000000, (amountToAdd % 1000000) * 1000);
            case MILLIS:
                return plusMillis(amountToAdd);
            case SECONDS:
                return plusSeconds(amountToAdd);
            case MINUTES:
                return plusSeconds(Math.multiplyExact(amountToAdd, 60L));
            case HOURS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 3600L));
            case HALF_DAYS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 43200L));
            case DAYS:
                return plusSeconds(Math.multiplyExact(amountToAdd, 86400L));
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    public Instant minus(long amountToSubtract, TemporalUnit unit) {
        return (amountToSubtract == Long.MIN_VALUE)
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    public Instant plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    public Instant plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000000);
    }

    public Instant plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    public Instant minusSeconds(long secondsToSubtract) {
        return minus(secondsToSubtract, ChronoUnit.SECONDS);
    }

    public Instant minusMillis(long millisToSubtract) {
        return minus(millisToSubtract, ChronoUnit.MILLIS);
    }

    public Instant minusNanos(long nanosToSubtract) {
        return minus(nanosToSubtract, ChronoUnit.NANOS);
    }

    /** Whole units from this instant to end (Instants only), truncated toward zero. */
    public long until(Temporal endExclusive, TemporalUnit unit) {
        Instant end = (Instant) endExclusive;
        if (!(unit instanceof ChronoUnit)) {
            throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
        switch ((ChronoUnit) unit) {
            case NANOS:
                return nanosUntil(end);
            case MICROS:
                return nanosUntil(end) / 1000;
            case MILLIS:
                return Math.subtractExact(end.toEpochMilli(), toEpochMilli());
            case SECONDS:
                return secondsUntil(end);
            case MINUTES:
                return secondsUntil(end) / 60;
            case HOURS:
                return secondsUntil(end) / 3600;
            case HALF_DAYS:
                return secondsUntil(end) / 43200;
            case DAYS:
                return secondsUntil(end) / 86400;
            default:
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
        }
    }

    private long nanosUntil(Instant end) {
        long s = Math.subtractExact(end.seconds, seconds);
        return Math.addExact(Math.multiplyExact(s, 1000000000L), end.nanos - nanos);
    }

    private long secondsUntil(Instant end) {
        long s = Math.subtractExact(end.seconds, seconds);
        long n = end.nanos - nanos;
        if (s > 0 && n < 0) {
            s--;
        } else if (s < 0 && n > 0) {
            s++;
        }
        return s;
    }

    public Instant truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.NANOS) {
            return this;
        }
        Duration d = unit.getDuration();
        if (d.getSeconds() > 86400) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long dur = d.toNanos();
        if ((86400L * 1000000000L) % dur != 0) {
            throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
        }
        long nod = Math.floorMod(seconds, 86400L) * 1000000000L + nanos;
        long result = Math.floorDiv(nod, dur) * dur;
        return plusNanos(result - nod);
    }

    public boolean isAfter(Instant otherInstant) {
        return compareTo(otherInstant) > 0;
    }

    public boolean isBefore(Instant otherInstant) {
        return compareTo(otherInstant) < 0;
    }

    public int compareTo(Instant other) {
        int c = Long.compare(seconds, other.seconds);
        return (c != 0) ? c : nanos - other.nanos;
    }

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Instant)) {
            return false;
        }
        Instant o = (Instant) other;
        return seconds == o.seconds && nanos == o.nanos;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos;
    }

    /** ISO-8601 in UTC as DateTimeFormatter.ISO_INSTANT: 2021-03-04T05:06:07.890Z. */
    public String toString() {
        long days = Math.floorDiv(seconds, 86400L);
        int secOfDay = (int) Math.floorMod(seconds, 86400L);
        // civil date from days since 1970-01-01, in 400-year eras of 146097 days
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097L);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int day = (int) (doy - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
        StringBuilder sb = new StringBuilder(32);
        if (year > 9999) {
            sb.append('+').append(year);
        } else if (year < 0) {
            sb.append('-');
            pad(sb, -year, 4);
        } else {
            pad(sb, year, 4);
        }
        sb.append('-');
        pad(sb, month, 2);
        sb.append('-');
        pad(sb, day, 2);
        sb.append('T');
        pad(sb, secOfDay / 3600, 2);
        sb.append(':');
        pad(sb, secOfDay / 60 % 60, 2);
        sb.append(':');
        pad(sb, secOfDay % 60, 2);
        if (nanos > 0) {
            sb.append('.');
            if (nanos % 1000000 == 0) {
                pad(sb, nanos / 1000000, 3);
            } else if (nanos % 1000 == 0) {
                pad(sb, nanos / 1000, 6);
            } else {
                pad(sb, nanos, 9);
            }
        }
        return sb.append('Z').toString();
    }

    private static void pad(StringBuilder sb, long v, int width) {
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        sb.append(s);
    }
}
