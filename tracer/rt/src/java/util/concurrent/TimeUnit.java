package java.util.concurrent;

/**
 * Units of time with conversions between them. Conversions to a coarser unit truncate; to a
 * finer unit they saturate at Long.MIN_VALUE / Long.MAX_VALUE instead of overflowing.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(60L * 1000L * 1000L * 1000L),
    HOURS(60L * 60L * 1000L * 1000L * 1000L),
    DAYS(24L * 60L * 60L * 1000L * 1000L * 1000L);

    /** Length of one unit in nanoseconds. */
    private final long nanos;

    TimeUnit(long nanos) {
        this.nanos = nanos;
    }

    /** Converts d from unit `from` (of `fromNanos` ns each) to unit `toNanos` ns each. */
    private static long scale(long d, long fromNanos, long toNanos) {
        if (fromNanos == toNanos) {
            return d;
        }
        if (fromNanos < toNanos) {
            return d / (toNanos / fromNanos);
        }
        long ratio = fromNanos / toNanos;
        long max = Long.MAX_VALUE / ratio;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * ratio;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return scale(sourceDuration, sourceUnit.nanos, nanos);
    }

    public long toNanos(long duration) {
        return scale(duration, nanos, NANOSECONDS.nanos);
    }

    public long toMicros(long duration) {
        return scale(duration, nanos, MICROSECONDS.nanos);
    }

    public long toMillis(long duration) {
        return scale(duration, nanos, MILLISECONDS.nanos);
    }

    public long toSeconds(long duration) {
        return scale(duration, nanos, SECONDS.nanos);
    }

    public long toMinutes(long duration) {
        return scale(duration, nanos, MINUTES.nanos);
    }

    public long toHours(long duration) {
        return scale(duration, nanos, HOURS.nanos);
    }

    public long toDays(long duration) {
        return scale(duration, nanos, DAYS.nanos);
    }

    /** The nanoseconds left over after converting duration to whole milliseconds. */
    private int excessNanos(long duration) {
        if (this == NANOSECONDS) {
            return (int) (duration % 1000000L);
        }
        if (this == MICROSECONDS) {
            return (int) ((duration * 1000L) % 1000000L);
        }
        return 0;
    }

    /** Object.wait for this duration; does nothing for a duration <= 0. */
    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            obj.wait(toMillis(timeout), excessNanos(timeout));
        }
    }

    /** Thread.join for this duration; does nothing for a duration <= 0. */
    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            thread.join(toMillis(timeout), excessNanos(timeout));
        }
    }

    /** Thread.sleep for this duration; does nothing for a duration <= 0. */
    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            Thread.sleep(toMillis(timeout), excessNanos(timeout));
        }
    }
}
