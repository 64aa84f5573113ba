package java.time;

/**
 * A source of the current instant. crossprof has the system clock in UTC (the clock of
 * System.currentTimeMillis, virtual under --deterministic) and fixed clocks; no time zones.
 */
public abstract class Clock {
    protected Clock() {
    }

    public static Clock systemUTC() {
        return SystemClock.UTC;
    }

    public abstract Instant instant();

    public long millis() {
        return instant().toEpochMilli();
    }

    /** The system clock. */
    static final class SystemClock extends Clock {
        static final SystemClock UTC = new SystemClock();

        public Instant instant() {
            return Instant.ofEpochMilli(System.currentTimeMillis());
        }

        public long millis() {
            return System.currentTimeMillis();
        }

        public String toString() {
            return "SystemClock[Z]";
        }
    }
}
