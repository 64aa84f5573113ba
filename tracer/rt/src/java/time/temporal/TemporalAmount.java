package java.time.temporal;

/** An amount of time, such as a Duration (crossprof: a marker only). */
public interface TemporalAmount {
}
