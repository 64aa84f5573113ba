import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalUnit;

/** Duration and Instant arithmetic and their ISO-8601 strings; no real clock value is printed. */
public class TimeBasics {
    public static void main(String[] args) {
        durations();
        instants();
        clocks();
        units();
        throw new DateTimeException("done after " + Duration.ofMillis(61001));
    }

    static void durations() {
        Duration[] ds = {
            Duration.ZERO, Duration.ofMillis(1500), Duration.ofSeconds(-1, 500000000), Duration.ofMillis(-500),
            Duration.ofMinutes(90), Duration.ofHours(25), Duration.ofDays(2), Duration.ofNanos(1),
            Duration.ofNanos(-1), Duration.ofSeconds(3661, 123456789), Duration.ofSeconds(-3661),
            Duration.ofMillis(-61001), Duration.ofSeconds(59, 10000), Duration.of(3, ChronoUnit.HALF_DAYS),
            Duration.of(7, ChronoUnit.MICROS), Duration.ofSeconds(Long.MAX_VALUE, 999999999),
        };
        for (Duration d : ds) {
            System.out.println(d + " seconds=" + d.getSeconds() + " nano=" + d.getNano() + " zero=" + d.isZero()
                    + " negative=" + d.isNegative() + " hash=" + d.hashCode());
        }
        Duration a = Duration.ofSeconds(90, 250000000);
        System.out.println("toMillis " + a.toMillis() + " toNanos " + a.toNanos() + " toSeconds " + a.toSeconds()
                + " toMinutes " + a.toMinutes() + " toHours " + a.toHours() + " toDays " + a.toDays());
        Duration neg = Duration.ofMillis(-1500);
        System.out.println("neg toMillis " + neg.toMillis() + " toNanos " + neg.toNanos() + " parts "
                + neg.toMinutesPart() + " " + neg.toSecondsPart() + " " + neg.toMillisPart());
        Duration big = Duration.ofHours(50).plusMinutes(7).plusSeconds(8).plusMillis(9);
        System.out.println(big + " parts " + big.toDaysPart() + "d " + big.toHoursPart() + "h "
                + big.toMinutesPart() + "m " + big.toSecondsPart() + "s " + big.toMillisPart() + "ms "
                + big.toNanosPart() + "ns");
        System.out.println("plus " + a.plus(Duration.ofMillis(750)) + " minus " + a.minus(Duration.ofMinutes(2))
                + " plusNanos " + a.plusNanos(-250000001) + " minusMillis " + a.minusMillis(90250));
        System.out.println("plus units " + a.plus(2, ChronoUnit.HOURS) + " " + a.minus(1, ChronoUnit.DAYS)
                + " " + a.plus(5, ChronoUnit.MILLIS));
        System.out.println("multipliedBy " + a.multipliedBy(3) + " " + a.multipliedBy(-2) + " dividedBy "
                + a.dividedBy(4) + " " + a.dividedBy(-3) + " " + Duration.ofSeconds(-7, 1).dividedBy(7)
                + " ratio " + Duration.ofMinutes(5).dividedBy(Duration.ofSeconds(7)));
        System.out.println("negated " + a.negated() + " abs " + neg.abs() + " " + a.abs()
                + " truncated " + big.truncatedTo(ChronoUnit.MINUTES) + " " + a.truncatedTo(ChronoUnit.SECONDS));
        System.out.println("compare " + a.compareTo(neg) + " " + neg.compareTo(a) + " "
                + a.compareTo(Duration.ofMillis(90250)) + " equals " + a.equals(Duration.ofMillis(90250))
                + " " + a.equals(neg) + " " + Duration.ofSeconds(1).compareTo(Duration.ofSeconds(1, 1)));
        try {
            Duration.of(1, ChronoUnit.MONTHS);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            Duration.ofSeconds(Long.MAX_VALUE).toMillis();
        } catch (ArithmeticException e) {
            System.out.println("toMillis: " + e.getMessage());
        }
        try {
            a.dividedBy(0);
        } catch (ArithmeticException e) {
            System.out.println("dividedBy: " + e.getMessage());
        }
    }

    static void instants() {
        long[] millis = {0, 1, -1, 1000, 999, 1500000000000L, 1700000000123L, -86400000L, 951782400000L,
            253402300799999L, 253402300800000L, -62135596800000L, -62167219200001L};
        for (long m : millis) {
            Instant i = Instant.ofEpochMilli(m);
            System.out.println(m + " -> " + i + " sec=" + i.getEpochSecond() + " nano=" + i.getNano()
                    + " back=" + i.toEpochMilli() + " hash=" + i.hashCode());
        }
        System.out.println(Instant.ofEpochSecond(1234567890, 123456000) + " " + Instant.ofEpochSecond(0, 1)
                + " " + Instant.ofEpochSecond(10, -1) + " " + Instant.EPOCH);
        Instant t0 = Instant.ofEpochSecond(1600000000);
        Instant t1 = t0.plus(Duration.ofMillis(2500)).plusSeconds(60).plusNanos(7);
        System.out.println(t0 + " " + t1 + " " + t1.minus(Duration.ofHours(1)) + " " + t1.minusMillis(500)
                + " " + t0.plus(3, ChronoUnit.DAYS) + " " + t0.minus(90, ChronoUnit.MINUTES));
        System.out.println("between " + Duration.between(t0, t1) + " " + Duration.between(t1, t0)
                + " before " + t0.isBefore(t1) + " " + t1.isBefore(t0) + " after " + t1.isAfter(t0)
                + " compare " + t0.compareTo(t1) + " " + t0.equals(Instant.ofEpochMilli(1600000000000L)));
        System.out.println("until " + t0.until(t1, ChronoUnit.MILLIS) + " " + ChronoUnit.SECONDS.between(t0, t1)
                + " " + ChronoUnit.NANOS.between(t1, t0) + " " + ChronoUnit.MINUTES.between(t0, t1)
                + " truncated " + t1.truncatedTo(ChronoUnit.HOURS) + " " + t1.truncatedTo(ChronoUnit.SECONDS));
        System.out.println(Instant.MIN + " " + Instant.MAX);
        try {
            Instant.MAX.plusSeconds(1);
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        try {
            t0.plus(1, ChronoUnit.MONTHS);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void clocks() {
        Instant a = Instant.now();
        Instant b = Clock.systemUTC().instant();
        long ms = System.currentTimeMillis();
        System.out.println("clock monotone: " + !b.isBefore(a) + " " + (ms >= a.toEpochMilli())
                + " recent: " + a.isAfter(Instant.ofEpochSecond(946684799)));
        long n0 = System.nanoTime();
        long n1 = System.nanoTime();
        System.out.println("nanoTime monotone: " + (n1 >= n0));
    }

    static void units() {
        for (ChronoUnit u : ChronoUnit.values()) {
            TemporalUnit t = u;
            System.out.println(u.name() + " " + t + " " + u.getDuration() + " estimated=" + u.isDurationEstimated()
                    + " date=" + u.isDateBased() + " time=" + u.isTimeBased());
        }
    }
}
