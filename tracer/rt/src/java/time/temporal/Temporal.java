package java.time.temporal;

/**
 * A date-time object that can be moved by amounts of units. crossprof has one: Instant; only
 * until is part of this interface (the JDK's also has with, plus, minus and the field access).
 */
public interface Temporal {
    long until(Temporal endExclusive, TemporalUnit unit);
}
