package java.time.temporal;

import java.time.Duration;

/** A unit of time, such as ChronoUnit.SECONDS. */
public interface TemporalUnit {
    Duration getDuration();

    boolean isDurationEstimated();

    boolean isDateBased();

    boolean isTimeBased();

    long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive);

    String toString();
}
